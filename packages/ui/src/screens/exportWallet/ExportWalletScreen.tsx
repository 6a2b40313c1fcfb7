'use client';
import { useAppConfig, useExportWallet } from '@foyer/headless';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { useTheme } from '../../theme/useTheme.ts';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { EXPORT_FRAME_HEIGHT, ExportWalletView } from './ExportWalletView.tsx';

/** Spec §9: the export flow shows for at least 1 s. */
const MIN_DISPLAY_MS = 1000;

/**
 * Spec §2 'Export wallet' on `useExportWallet`: the wallet is readied (recovered on this device if
 * it must be, MFA verified), then its export page, on the wallet's own origin, shows the key in an
 * iframe: this page never holds it. The page may only tell its height (`privy:export:resize`), and
 * only messages from its origin and its window are read.
 */
export default function ExportWalletScreen(): React.JSX.Element {
  const screen = useScreen('wallet/export');
  const View = useScreenView('wallet/export', ExportWalletView);
  const m = useMessages();
  // The page's colours: the app's theme (the modal's `theme` prop, when set, is not known here).
  const theme = useTheme(useAppConfig()?.appearance.theme ?? 'light');
  const { state, exportWallet } = useExportWallet();
  const [shown, setShown] = useState(false);
  const [height, setHeight] = useState(EXPORT_FRAME_HEIGHT);
  const frame = useRef<HTMLIFrameElement>(null);
  const { params } = screen;

  useEffect(() => {
    void exportWallet({ ...params, theme });
    const timer = setTimeout(() => setShown(true), MIN_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [exportWallet, params, theme]);

  const origin = state.result?.origin;
  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { event?: unknown; height?: unknown } | null;
      if (data?.event === 'privy:export:resize' && typeof data.height === 'number' && data.height > 0) {
        setHeight(Math.min(Math.ceil(data.height), 480));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  const status = state.status === 'error' ? 'error' : state.status === 'done' && shown ? 'ready' : 'loading';
  return (
    <View
      status={status}
      height={height}
      frame={
        state.result ? (
          <iframe
            ref={frame}
            src={state.result.url}
            title={m.exportWallet.title}
            allow="clipboard-write"
            referrerPolicy="no-referrer"
            className="block w-full border-0"
            style={{ height }}
          />
        ) : null
      }
      onClose={screen.close}
    />
  );
}
