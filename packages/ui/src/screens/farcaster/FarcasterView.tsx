'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { ProviderIcon } from '../../brand/ProviderIcon.tsx';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button, buttonClasses } from '../../primitives/Button.tsx';
import { CopyButton } from '../../primitives/CopyButton.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { AlertIcon } from '../../primitives/icons.tsx';
import { QrCode } from '../../primitives/QrCode.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { ScreenIcon } from '../../primitives/ScreenIcon.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { useSlot } from '../../primitives/slots.ts';
import { farcasterErrorCopy } from './farcasterCopy.ts';
import type { FarcasterPlatform } from './platform.ts';

/** Spec §2: the QR code is 275 px. */
export const FARCASTER_QR_PX = 275;

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

  if (status === 'error') {
    const failure = farcasterErrorCopy(error?.code ?? 'unknown_auth_error', m);
    return (
      <Screen name="farcaster" status={status} className="items-center text-center">
        <ScreenIcon tone="danger" className="mt-4">
          <AlertIcon size={28} />
        </ScreenIcon>
        <div className="flex flex-col items-center gap-2" aria-live="polite">
          <Title focused>{copy.errorTitle}</Title>
          <Text>{failure.message}</Text>
        </div>
        {failure.retryable ? (
          <div className="mt-auto w-full">
            <Button className="w-full" onClick={onRetry}>
              {copy.retry}
            </Button>
          </div>
        ) : null}
      </Screen>
    );
  }

  const waiting = status === 'awaiting' && link;
  return (
    <Screen name="farcaster" status={status} className="items-center text-center">
      {waiting && platform === 'desktop' ? null : <ProviderIcon provider="farcaster" className="mt-4" />}
      <div className="flex flex-col items-center gap-2" aria-live="polite">
        <Title>{status === 'signing-in' ? copy.signingIn : copy.title}</Title>
        {waiting && platform === 'desktop' ? <Text>{copy.scan}</Text> : null}
      </div>
      {!waiting ? <Spinner /> : null}
      {waiting && platform === 'desktop' ? (
        <>
          <QrCode
            value={link}
            label={copy.qrLabel}
            size={FARCASTER_QR_PX}
            border={2}
            className="rounded-md bg-white text-black"
          />
          <CopyButton
            value={link}
            label={copy.copyLink}
            copiedLabel={copy.copied}
            {...(writeText ? { writeText } : {})}
          />
        </>
      ) : null}
      {waiting && platform !== 'desktop' ? (
        <div className="mt-auto w-full">
          <a {...appLink} href={link}>
            {platform === 'ios' ? copy.openApp : copy.takeMeThere}
          </a>
        </div>
      ) : null}
    </Screen>
  );
}
