'use client';
import { useFoyerCore } from '@foyer/headless/internal';
import { useEffect, useLayoutEffect } from 'react';
import type { MessagesOverride } from '../i18n/types.ts';
import type { ScreenComponents } from '../screens/screenViews.ts';
import type { Appearance } from '../theme/appearance.ts';
import type { FoyerThemeSetting } from '../theme/useTheme.ts';
import { loadModal, useLoadedModal } from './loadModal.ts';
import { WalletUiBridge } from './WalletUiBridge.tsx';

export interface FoyerModalProps {
  /**
   * Wins over the app config's `appearance.theme`. `'system'` follows the visitor's
   * `prefers-color-scheme`, live. Default: light.
   */
  theme?: FoyerThemeSetting;
  /** A #rgb or #rrggbb colour; wins over the app config's accent. */
  accentColor?: string;
  /** Copy overrides, deep-merged over the English catalogue. */
  messages?: MessagesOverride;
  /**
   * Your own component for any screen, by screen id (`{ 'email/enter-code': MyEnterCode }`). It
   * receives the built-in View's props (`ScreenViewProps[id]`: state and commands), so the flow stays
   * the modal's. Pass `lazy(() => import(…))` to keep it out of your startup code.
   */
  screens?: ScreenComponents;
  /**
   * Clerk-style restyling: `variables` (tokens, set as `--foyer-*` variables on the modal's root) and
   * `elements` (extra class names per `data-slot`, which win over the modal's through tailwind-merge).
   */
  appearance?: Appearance;
  /**
   * Spec §2 'Modal presentation': `'dialog'` (default), over the page with its overlay, focus trap
   * and scroll lock (a bottom sheet on phones); or `'standalone'`, the same screens in a panel in
   * the page's flow, where this component is placed (no overlay, no portal; the page stays usable).
   * Either way it shows while an intent runs (`useLogin()`, …) and its close button ends it.
   */
  presentation?: 'dialog' | 'standalone';
}

/**
 * The default login modal. Place it once inside `<FoyerProvider>`; open it with `useLogin()`.
 * Renders nothing until opened. The intent's callbacks fire when it closes. It is also the UI of
 * wallet signature requests (`showWalletUIs`): mounted, it opens on each request.
 *
 * This component is all the page pays for at startup: the modal's code (the dialog, the copy and the
 * first screen) starts loading in the commit that mounts it, while the kit fetches the app config,
 * so a first click on a login button shown once `ready` finds it loaded.
 */
export function FoyerModal(props: FoyerModalProps) {
  const core = useFoyerCore();
  const code = useLoadedModal();

  useLayoutEffect(() => {
    // Before the first paint, not once the page is idle: idle comes after the app config, when the
    // login button may be clicked already. A failure is said here and retried by the next open.
    loadModal().catch((error: unknown) => console.error('[foyer] The login modal could not be loaded', error));
  }, []);
  useEffect(() => {
    // Its timers stop with this component.
    if (code) return () => code.modalFlow(core).stop();
  }, [code, core]);

  return (
    <>
      <WalletUiBridge />
      {code ? <code.ModalRoot {...props} /> : null}
    </>
  );
}
