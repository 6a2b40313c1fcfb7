'use client';
import { useFoyerStore } from '@foyer/headless';
import { useAtomValue } from 'jotai/react';
import { useEffect, useState } from 'react';
import type { MessagesOverride } from '../i18n/types.ts';
import type { ScreenComponents } from '../screens/screenViews.ts';
import type { Appearance } from '../theme/appearance.ts';
import type { FoyerThemeSetting } from '../theme/useTheme.ts';
import { loadedModal, loadModal, whenIdle } from './loadModal.ts';
import { cancelModalTimers, dispatchModal, modalActiveAtom } from './modalStore.ts';
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
}

/**
 * The default login modal. Place it once inside `<FoyerProvider>`; open it with `useLogin()`.
 * Renders nothing until opened. The intent's callbacks fire when it closes. It is also the UI of
 * wallet signature requests (`showWalletUIs`): mounted, it opens on each request.
 *
 * This component is all the page pays for at startup: the modal's code (dialog, screens, copy) is
 * fetched once the page is idle, or by the first `login()`, whichever comes first.
 */
export function FoyerModal(props: FoyerModalProps) {
  const store = useFoyerStore();
  const active = useAtomValue(modalActiveAtom, { store });
  const [ModalRoot, setModalRoot] = useState(loadedModal);

  useEffect(() => {
    if (ModalRoot) return;
    let mounted = true;
    const load = () => {
      loadModal().then(
        (root) => {
          if (mounted) setModalRoot(() => root);
        },
        (error: unknown) => {
          // Offline, or a deploy replaced the chunk: say so, and let the next login() try again.
          console.error('[foyer] The login modal could not be loaded', error);
          if (active) dispatchModal(store, { type: 'close' });
        },
      );
    };
    // Needed now (the modal was opened), or prefetched once the page is idle.
    const cancelIdle = active ? null : whenIdle(load);
    if (active) load();
    return () => {
      mounted = false;
      cancelIdle?.();
    };
  }, [active, ModalRoot, store]);

  useEffect(() => () => cancelModalTimers(store), [store]);

  return (
    <>
      <WalletUiBridge />
      {ModalRoot ? <ModalRoot {...props} /> : null}
    </>
  );
}
