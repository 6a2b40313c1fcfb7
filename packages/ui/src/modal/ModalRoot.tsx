'use client';
import { useAppConfig, useAppConfigError, useAuth } from '@foyer/headless';
import { useFoyerCore } from '@foyer/headless/internal';
import { useMemo, useSyncExternalStore } from 'react';
import { ProviderIconsContext } from '../brand/BrandMark.tsx';
import { MessagesProvider } from '../i18n/MessagesContext.tsx';
import { mergeMessages } from '../i18n/merge.ts';
import { Dialog, DialogContent, Panel } from '../primitives/Dialog.tsx';
import { ElementsContext } from '../primitives/slots.ts';
import { ErrorView } from '../screens/error/ErrorView.tsx';
import LandingScreen from '../screens/landing/LandingScreen.tsx';
import { LoadingView } from '../screens/loading/LoadingView.tsx';
import { screenDefinition } from '../screens/registry.ts';
import { appearanceStyle } from '../theme/appearance.ts';
import { useTheme } from '../theme/useTheme.ts';
import type { FoyerModalProps } from './FoyerModal.tsx';
import { ModalHeader } from './ModalHeader.tsx';
import { FIRST_SCREEN } from './modal.machine.ts';
import { modalFlow } from './modalFlow.ts';
import { ScreenHost } from './ScreenHost.tsx';
import { primeScreen } from './screenLoader.ts';
import { StandaloneClose } from './standaloneClose.ts';
import { useOAuthRedirect } from './useOAuthRedirect.ts';
import { useTelegramReturn } from './useTelegramReturn.ts';
import { useWalletDeepLink } from './useWalletDeepLink.ts';

export { modalFlow };

/** The first screen comes with the modal's code (one chunk, no second round trip): the first open shows it at once. */
export function preloadFirstScreen(): void {
  primeScreen(FIRST_SCREEN, LandingScreen);
}

/**
 * The modal's code, loaded lazily by `<FoyerModal>`: the dialog, the copy, and either the spinner
 * (until the kit is ready), the app config's error, or the screens.
 */
export function ModalRoot({
  theme,
  accentColor,
  messages: overrides,
  screens,
  appearance,
  presentation = 'dialog',
}: FoyerModalProps) {
  const flow = modalFlow(useFoyerCore());
  const state = useSyncExternalStore(flow.subscribe, flow.getSnapshot, flow.getSnapshot);
  const { ready } = useAuth();
  const config = useAppConfig();
  const configError = useAppConfigError();
  useTelegramReturn(flow);
  const messages = useMemo(() => mergeMessages(overrides), [overrides]);
  const variables = appearance?.variables;
  const style = useMemo(() => appearanceStyle(variables), [variables]);
  useOAuthRedirect(flow);
  useWalletDeepLink(flow);
  // Without a usable app config nothing can be offered: its error, with a retry that fetches it again.
  const gate = !ready || (!config && !configError.error) ? 'loading' : configError.error ? 'config-error' : 'screens';
  const { intent } = state;
  const shownTheme = useTheme(theme ?? config?.appearance.theme ?? 'light');

  const shownAccent = variables?.colorPrimary ?? accentColor ?? config?.appearance.accentColor ?? null;
  const size = gate === 'screens' ? screenDefinition(state.stack.current.id).size : 'compact';
  const content = !intent ? null : gate === 'screens' ? (
    <ScreenHost key={state.session} flow={flow} state={{ ...state, intent }} screens={screens} />
  ) : (
    <>
      <ModalHeader />
      {gate === 'loading' ? (
        <LoadingView />
      ) : (
        <ErrorView status="config-unavailable" onAction={() => void configError.retry()} />
      )}
    </>
  );
  const close = () => void flow.send({ type: 'close', dismiss: true });

  return (
    <MessagesProvider value={messages}>
      <ElementsContext value={appearance?.elements ?? null}>
        <ProviderIconsContext value={appearance?.providerIcons ?? null}>
          {presentation === 'standalone' ? (
            // In the page's flow, where the host placed it: no overlay, no portal, no focus trap.
            state.status === 'open' && content ? (
              <StandaloneClose value={close}>
                <Panel theme={shownTheme} accentColor={shownAccent} style={style} size={size}>
                  {content}
                </Panel>
              </StandaloneClose>
            ) : null
          ) : (
            <Dialog
              open={state.status === 'open'}
              onOpenChange={(open) => {
                if (!open) close();
              }}
            >
              {content ? (
                <DialogContent
                  theme={shownTheme}
                  accentColor={shownAccent}
                  style={style}
                  size={size}
                  returnFocus={state.returnFocus}
                >
                  {content}
                </DialogContent>
              ) : null}
            </Dialog>
          )}
        </ProviderIconsContext>
      </ElementsContext>
    </MessagesProvider>
  );
}
