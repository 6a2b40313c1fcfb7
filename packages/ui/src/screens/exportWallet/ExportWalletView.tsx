'use client';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { AlertIcon, WalletIcon } from '../../primitives/icons.tsx';
import { ReviewScreen } from '../../primitives/templates/ReviewScreen.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

/** Spec §9: the export iframe is 44 px high. */
export const EXPORT_FRAME_HEIGHT = 44;

/**
 * `loading`: the export page loads (shown for at least 1 s, spec §9), the frame already mounted but
 * hidden; `ready`: the page shows; `error`: it could not be shown (Close).
 */
export const exportWalletViewStatuses = ['loading', 'ready', 'error'] as const;
export type ExportWalletViewStatus = (typeof exportWalletViewStatuses)[number];

export interface ExportWalletViewProps {
  status: ExportWalletViewStatus;
  /** The export page's iframe (on the wallet's origin: the key never reaches the app's page). */
  frame: ReactNode;
  /** The frame's height in px, as the page asks (default 44). */
  height?: number;
  /** Close (`error`). */
  onClose(): void;
}

/**
 * Spec §2 'Export wallet': the warning 'Never share your private key or seed phrase with anyone.' over
 * the export page's frame; a loader while it loads, 'Something went wrong' with Close if it cannot.
 */
export function ExportWalletView({ status, frame, height = EXPORT_FRAME_HEIGHT, onClose }: ExportWalletViewProps) {
  const m = useMessages();
  const copy = m.exportWallet;
  if (status === 'error') {
    return (
      <StatusScreen
        name="export-wallet"
        status={status}
        tone="error"
        icon={<WalletIcon />}
        title={copy.errorTitle}
        description={m.recovery.errors.other}
        actions={<Button onClick={onClose}>{copy.close}</Button>}
      />
    );
  }
  const loading = status === 'loading';
  return (
    <ReviewScreen
      name="export-wallet"
      status={status}
      tone={loading ? 'pending' : 'info'}
      icon={<WalletIcon />}
      title={copy.title}
      busyLabel={copy.loading}
    >
      <p className="flex w-full items-start gap-2 rounded-foyer-sm border border-destructive p-3 text-left text-sm">
        <span className="mt-0.5 shrink-0 text-destructive">
          <AlertIcon size={16} />
        </span>
        {copy.warning}
      </p>
      <div
        data-export-frame=""
        aria-busy={loading}
        className={loading ? 'invisible w-full [&>iframe]:size-full' : 'w-full [&>iframe]:size-full'}
        style={{ height }}
      >
        {frame}
      </div>
    </ReviewScreen>
  );
}
