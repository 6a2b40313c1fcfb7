'use client';
import { useFoyerCore } from '@foyer/headless/internal';
import { useSyncExternalStore } from 'react';
import { useLoadedModal } from './loadModal.ts';

const noSubscription = () => () => {};

/** Whether the Foyer modal is open. */
export function useModalStatus(): { isOpen: boolean } {
  const core = useFoyerCore();
  const flow = useLoadedModal()?.modalFlow(core);
  const isOpen = useSyncExternalStore(
    flow?.subscribe ?? noSubscription,
    () => flow?.getSnapshot().status === 'open',
    () => false,
  );
  return { isOpen };
}
