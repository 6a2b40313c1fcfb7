'use client';
import { BrandMark } from '../../brand/BrandMark.tsx';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button, buttonClasses } from '../../primitives/Button.tsx';
import { useSlot } from '../../primitives/slots.ts';
import { QrScreen } from '../../primitives/templates/QrScreen.tsx';
import { FarcasterQr } from '../farcaster/FarcasterQr.tsx';
import type { FarcasterPlatform } from '../farcaster/platform.ts';

/**
 * `loading`: the wallet iframe makes the signer; `pending`: the Farcaster app is asked to approve it
 * (QR code, or a link on phones); `approved`; `revoked`: the app rejected it; `timeout`: no answer
 * within 300 s; `error`: anything else.
 */
export const farcasterSignerViewStatuses = ['loading', 'pending', 'approved', 'revoked', 'timeout', 'error'] as const;
export type FarcasterSignerViewStatus = (typeof farcasterSignerViewStatuses)[number];

export interface FarcasterSignerViewProps {
  status: FarcasterSignerViewStatus;
  platform: FarcasterPlatform;
  appName?: string | null;
  /** The signer's approval page (`pending`). Offered only as an http(s) address. */
  approvalUrl?: string | null;
  onRetry(): void;
  /** Replaces the clipboard (stories, tests). */
  writeText?: (text: string) => Promise<void>;
}

const isWebAddress = (value: string | null | undefined): value is string => /^https?:\/\//i.test(value ?? '');

/**
 * Spec §2 'Farcaster signer request': 'Add a signer to Farcaster' with a 275 px QR code on desktop,
 * 'Open Farcaster app' on iOS and 'Take me to Farcaster' on other phones; §8 'Farcaster signer'
 * failures, each with Retry.
 */
export function FarcasterSignerView({
  status,
  platform,
  appName,
  approvalUrl,
  onRetry,
  writeText,
}: FarcasterSignerViewProps) {
  const copy = useMessages().farcasterSigner;
  const link = isWebAddress(approvalUrl) ? approvalUrl : null;
  const appLink = useSlot('farcaster-link', buttonClasses('primary'));
  const waiting = status === 'pending' && link !== null;
  const onDesktop = waiting && platform === 'desktop';
  const failure =
    status === 'revoked'
      ? { title: copy.rejected, message: copy.rejectedDetail }
      : status === 'timeout'
        ? { title: copy.connectFailed, message: copy.timedOut }
        : status === 'error'
          ? { title: copy.connectFailed, message: copy.somethingWentWrong }
          : null;
  const description = appName ? format(copy.descriptionForApp, { app: appName }) : copy.description;
  return (
    <QrScreen
      name="farcaster-signer"
      status={status}
      tone={failure ? 'error' : status === 'approved' ? 'success' : waiting ? 'info' : 'pending'}
      retryable={failure !== null}
      icon={onDesktop ? undefined : <BrandMark name="farcaster" size={28} />}
      title={failure?.title ?? (status === 'approved' ? copy.success : copy.title)}
      description={
        failure?.message ??
        (status === 'approved' ? copy.successDetail : onDesktop ? `${description} ${copy.scan}` : description)
      }
      actions={
        failure ? (
          <Button onClick={onRetry}>{copy.retry}</Button>
        ) : waiting && platform !== 'desktop' ? (
          <a {...appLink} href={link}>
            {platform === 'ios' ? copy.openApp : copy.takeMeThere}
          </a>
        ) : undefined
      }
    >
      {onDesktop ? (
        <FarcasterQr
          link={link}
          qrLabel={copy.qrLabel}
          copyLabel={copy.copyLink}
          copiedLabel={copy.copied}
          writeText={writeText}
        />
      ) : null}
    </QrScreen>
  );
}
