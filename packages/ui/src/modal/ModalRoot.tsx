'use client';
import { useAppConfig, useAppConfigError, useAuth, useFoyerStore } from '@foyer/headless';
import { useAtomValue } from 'jotai/react';
import { useMemo } from 'react';
import { MessagesProvider } from '../i18n/MessagesContext.tsx';
import { mergeMessages } from '../i18n/merge.ts';
import { Dialog, DialogContent } from '../primitives/Dialog.tsx';
import { ElementsContext } from '../primitives/slots.ts';
import { ErrorView } from '../screens/error/ErrorView.tsx';
import { LoadingView } from '../screens/loading/LoadingView.tsx';
import { screenDefinition } from '../screens/registry.ts';
import { appearanceStyle } from '../theme/appearance.ts';
import { useTheme } from '../theme/useTheme.ts';
import type { FoyerModalProps } from './FoyerModal.tsx';
import { ModalHeader } from './ModalHeader.tsx';
import { modalMachine } from './modal.machine.ts';
import { FIRST_SCREEN } from './modalRun.ts';
import { dispatchModal, installModalMachine, modalAtom } from './modalStore.ts';
import { ScreenHost } from './ScreenHost.tsx';
import { loadScreen } from './screenLoader.ts';
import { useOAuthRedirect } from './useOAuthRedirect.ts';
import { useTelegramReturn } from './useTelegramReturn.ts';

// The modal's code is here: from now on every event runs through the whole machine.
installModalMachine(modalMachine);

/** Loaded with the modal's code, so the first open renders its first screen at once. */
export async function preloadFirstScreen(): Promise<void> {
  await loadScreen(FIRST_SCREEN);
}

/**
 * The modal's code, loaded lazily by `<FoyerModal>`: the dialog, the copy, and either the spinner
 * (until the kit is ready), the app config's error, or the screens.
 */
export function ModalRoot({ theme, accentColor, messages: overrides, screens, appearance }: FoyerModalProps) {
  const store = useFoyerStore();
  const state = useAtomValue(modalAtom, { store });
  const { ready } = useAuth();
  const config = useAppConfig();
  const configError = useAppConfigError();
  useTelegramReturn(store);
  const messages = useMemo(() => mergeMessages(overrides), [overrides]);
  const variables = appearance?.variables;
  const style = useMemo(() => appearanceStyle(variables), [variables]);
  useOAuthRedirect();
  // Without a usable app config nothing can be offered: its error, with a retry that fetches it again.
  const gate = !ready || (!config && !configError.error) ? 'loading' : configError.error ? 'config-error' : 'screens';
  const { intent } = state;
  const shownTheme = useTheme(theme ?? config?.appearance.theme ?? 'light');

  return (
    <MessagesProvider value={messages}>
      <ElementsContext value={appearance?.elements ?? null}>
        <Dialog
          open={state.open}
          onOpenChange={(open) => {
            if (!open) dispatchModal(store, { type: 'close', dismiss: true });
          }}
        >
          {intent ? (
            <DialogContent
              theme={shownTheme}
              accentColor={variables?.colorPrimary ?? accentColor ?? config?.appearance.accentColor ?? null}
              style={style}
              size={gate === 'screens' ? screenDefinition(state.stack.current.id).size : 'compact'}
              returnFocus={state.returnFocus}
            >
              {gate === 'screens' ? (
                <ScreenHost key={state.session} state={{ ...state, intent }} screens={screens} />
              ) : (
                <>
                  <ModalHeader />
                  {gate === 'loading' ? (
                    <LoadingView />
                  ) : (
                    <ErrorView status="config-unavailable" onAction={() => void configError.retry()} />
                  )}
                </>
              )}
            </DialogContent>
          ) : null}
        </Dialog>
      </ElementsContext>
    </MessagesProvider>
  );
}
