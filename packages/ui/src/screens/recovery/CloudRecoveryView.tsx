'use client';
import { BrandMark } from '../../brand/BrandMark.tsx';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';
import type { ScreenTone } from '../../primitives/templates/TemplateFrame.tsx';
import { type CloudProvider, cloudMark } from './recoveryCopy.ts';

/**
 * `confirming` (recover only): 'Confirm with {provider}' opens the cloud's popup; `pending`: backing
 * up or recovering; `success`: done (the modal closes 1.4 s later); `error`: unsuccessful, 'Try again'.
 */
export const cloudRecoveryViewStatuses = ['confirming', 'pending', 'success', 'error'] as const;
export type CloudRecoveryViewStatus = (typeof cloudRecoveryViewStatuses)[number];

export interface CloudRecoveryViewProps {
  status: CloudRecoveryViewStatus;
  provider: CloudProvider;
  /** `backup` (also on creating a wallet: it starts by itself) or `recover` (starts at `confirming`). */
  action: 'backup' | 'recover';
  /** 'Confirm with {provider}' in `confirming`, 'Try again' in `error`: open the cloud's popup. */
  onConfirm(): void;
}

const tones: Record<CloudRecoveryViewStatus, ScreenTone> = {
  confirming: 'info',
  pending: 'pending',
  success: 'success',
  error: 'error',
};

/**
 * Spec §2 'Recovery OAuth screen' (Google Drive or Apple iCloud): "Confirm it's really you" before a
 * recovery, 'Backing up with X...' / 'Recovering with X...', 'Successfully backed up/recovered with
 * X.', or '{Recovery|Back up} with X unsuccessful' (for a recovery, with which account to pick) and
 * 'Try again'.
 */
export function CloudRecoveryView({ status, provider, action, onConfirm }: CloudRecoveryViewProps) {
  const m = useMessages();
  const copy = m.recovery.cloud;
  const params = { provider: m.recovery.providers[provider] };
  const recover = action === 'recover';
  const titles: Record<CloudRecoveryViewStatus, string> = {
    confirming: copy.confirmTitle,
    pending: format(recover ? copy.recovering : copy.backingUp, params),
    success: format(recover ? copy.recovered : copy.backedUp, params),
    error: format(recover ? copy.recoverFailed : copy.backupFailed, params),
  };
  return (
    <StatusScreen
      name="cloud-recovery"
      status={status}
      tone={tones[status]}
      retryable
      icon={<BrandMark name={cloudMark[provider]} size={28} />}
      title={titles[status]}
      description={status === 'error' && recover ? format(copy.recoverFailedDetail, params) : undefined}
      actions={
        status === 'confirming' ? (
          <Button onClick={onConfirm}>{format(copy.confirm, params)}</Button>
        ) : status === 'error' ? (
          <Button onClick={onConfirm}>{copy.tryAgain}</Button>
        ) : undefined
      }
    />
  );
}
