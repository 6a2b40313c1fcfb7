'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { BrandMark } from '../../brand/BrandMark.tsx';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button, buttonClasses } from '../../primitives/Button.tsx';
import { useSlot } from '../../primitives/slots.ts';
import { QrScreen } from '../../primitives/templates/QrScreen.tsx';
import { FarcasterQr } from './FarcasterQr.tsx';
import { farcasterErrorCopy } from './farcasterCopy.ts';
import type { FarcasterPlatform } from './platform.ts';

/**
 * `loading`: the channel is being created; `awaiting`: the Farcaster app is asked (QR code, or a
 * link on mobile); `signing-in`: it approved, the server checks the signature; `error`.
 */
export const farcasterViewStatuses = ['loading', 'awaiting', 'signing-in', 'error'] as const;
export type FarcasterViewStatus = (typeof farcasterViewStatuses)[number];

export interface FarcasterViewProps {
  status: FarcasterViewStatus;
  platform: FarcasterPlatform;
  /** What the Farcaster app opens (`awaiting`). Offered only as an http(s) address. */
  connectUri?: string | null;
  error?: { code: FoyerErrorCode } | null;
  onRetry(): void;
  /** Replaces the clipboard (stories, tests). */
  writeText?: (text: string) => Promise<void>;
}

const isWebAddress = (value: string | null | undefined): value is string => /^https?:\/\//i.test(value ?? '');

/**
 * Spec §2 'Farcaster screens': 'Sign in with Farcaster' with a 275 px QR code ('Scan with your
 * phone's camera to continue.') and a copy-link option on desktop, 'Open Farcaster app' on iOS and
 * 'Take me to Farcaster' on other mobile; 'Signing in with Farcaster' once approved; §8 failures.
 */
export function FarcasterView({ status, platform, connectUri, error, onRetry, writeText }: FarcasterViewProps) {
  const m = useMessages();
  const copy = m.farcaster;
  const link = isWebAddress(connectUri) ? connectUri : null;
  const appLink = useSlot('farcaster-link', buttonClasses('primary'));

  const failure = status === 'error' ? farcasterErrorCopy(error?.code ?? 'unknown_auth_error', m) : null;
  const waiting = status === 'awaiting' && link;
  return (
    <QrScreen
      name="farcaster"
      status={status}
      tone={failure ? 'error' : waiting ? 'info' : 'pending'}
      retryable={failure?.retryable ?? false}
      icon={waiting && platform === 'desktop' ? undefined : <BrandMark name="farcaster" size={28} />}
      title={failure ? copy.errorTitle : status === 'signing-in' ? copy.signingIn : copy.title}
      description={failure ? failure.message : waiting && platform === 'desktop' ? copy.scan : undefined}
      actions={
        failure?.retryable ? (
          <Button onClick={onRetry}>{copy.retry}</Button>
        ) : waiting && platform !== 'desktop' ? (
          <a {...appLink} href={link}>
            {platform === 'ios' ? copy.openApp : copy.takeMeThere}
          </a>
        ) : undefined
      }
    >
      {waiting && platform === 'desktop' ? (
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
