'use client';
import { loadPhoneTools, type PhoneTools } from '@foyer/headless';
import { useEffect, useState } from 'react';

export interface PhoneToolsState {
  /** null until they have arrived. */
  tools: PhoneTools | null;
  /** Their chunk failed to load (offline, a new deploy): `retry()` loads it again. */
  failed: boolean;
  retry(): void;
}

/** libphonenumber, loaded when a phone field or number mounts (its own chunk, never at startup). */
export function usePhoneTools(): PhoneToolsState {
  const [tools, setTools] = useState<PhoneTools | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each retry (a new attempt) loads again.
  useEffect(() => {
    let live = true;
    loadPhoneTools().then(
      (loaded) => {
        if (live) setTools(loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    tools,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    },
  };
}

/** An E.164 number as its country writes it (`+1 415 555 6336`); as given until the tools are in. */
export function formatPhoneNumber(tools: PhoneTools | null, e164: string): string {
  return tools?.parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
