'use client';
import { useFoyerStore } from '@foyer/headless';
import { useAtomValue } from 'jotai/react';
import { modalOpenAtom } from './modalStore.ts';

/** Whether the Foyer modal is open. */
export function useModalStatus(): { isOpen: boolean } {
  return { isOpen: useAtomValue(modalOpenAtom, { store: useFoyerStore() }) };
}
