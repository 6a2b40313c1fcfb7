'use client';
import { loadPhoneTools, type PhoneTools } from '@foyer/headless';
import { useEffect, useState } from 'react';

/** libphonenumber, loaded when a phone field mounts (its own chunk); null until it has arrived. */
export function usePhoneTools(): PhoneTools | null {
  const [tools, setTools] = useState<PhoneTools | null>(null);
  useEffect(() => {
    let live = true;
    loadPhoneTools().then(
      (loaded) => {
        if (live) setTools(loaded);
      },
      () => {
        // Left loading: the submit (through the flow) loads it again and reports the failure.
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return tools;
}
