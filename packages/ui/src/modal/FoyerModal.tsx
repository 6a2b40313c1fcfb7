'use client';
import { useAppConfig, useFoyerStore } from '@foyer/headless';
import { useAtomValue } from 'jotai/react';
import { useEffect, useMemo } from 'react';
import { mergeMessages } from '../i18n/merge.ts';
import { MessagesProvider } from '../i18n/MessagesContext.tsx';
import type { MessagesOverride } from '../i18n/types.ts';
import { Dialog } from '../primitives/Dialog.tsx';
import type { FoyerTheme } from '../theme/accent.ts';
import { ModalSession } from './ModalSession.tsx';
import { dispatchModal, modalAtom } from './modalStore.ts';
import { MODAL_RESET_DELAY_MS } from './timing.ts';

export interface FoyerModalProps {
  /** Wins over the app config's `appearance.theme`. Default: light. */
  theme?: FoyerTheme;
  /** A #rgb or #rrggbb colour; wins over the app config's accent. */
  accentColor?: string;
  /** Copy overrides, deep-merged over the English catalogue. */
  messages?: MessagesOverride;
}

/**
 * The default login modal. Place it once inside `<FoyerProvider>`; open it with `useLogin()`.
 * Renders nothing until opened. The intent's callbacks fire when it closes.
 */
export function FoyerModal({ theme, accentColor, messages: overrides }: FoyerModalProps) {
  const store = useFoyerStore();
  const state = useAtomValue(modalAtom, { store });
  const config = useAppConfig();
  const messages = useMemo(() => mergeMessages(overrides), [overrides]);
  const pendingReset = !state.open && state.intent !== null;

  // Spec §2: the modal resets its state 500 ms after closing (a new open cancels the wait).
  useEffect(() => {
    if (!pendingReset) return;
    const timer = setTimeout(() => dispatchModal(store, { type: 'reset' }), MODAL_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pendingReset, store]);

  return (
    <MessagesProvider value={messages}>
      <Dialog
        open={state.open}
        onOpenChange={(open) => {
          if (!open) dispatchModal(store, { type: 'close' });
        }}
      >
        {state.intent ? (
          <ModalSession
            key={state.session}
            intent={state.intent}
            state={state}
            theme={theme ?? config?.appearance.theme ?? 'light'}
            accentColor={accentColor ?? config?.appearance.accentColor ?? null}
          />
        ) : null}
      </Dialog>
    </MessagesProvider>
  );
}
