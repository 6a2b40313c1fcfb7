'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { CopyButton } from '../../primitives/CopyButton.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { QrCode, QrImage } from '../../primitives/QrCode.tsx';
import { QrScreen } from '../../primitives/templates/QrScreen.tsx';
import { MfaMethodIcon } from './MfaMethodIcon.tsx';
import { mfaErrorMessage } from './mfaCopy.ts';

/** `loading`: the secret is being made; `ready`: scan or copy, then Continue; `error`: it could not be made (Try again). */
export const mfaTotpQrViewStatuses = ['loading', 'ready', 'error'] as const;
export type MfaTotpQrViewStatus = (typeof mfaTotpQrViewStatuses)[number];

export interface MfaTotpQrViewProps {
  status: MfaTotpQrViewStatus;
  /** The authenticator app's setup (`ready` only): the `otpauth://` URI for the QR code, and its base32 secret, which the copy button copies. */
  setup?: { authUrl: string; secret: string } | null;
  /** What failed (`error` only), by code. */
  errorCode?: FoyerErrorCode | null;
  /** To 'Enter enrollment code'. */
  onContinue(): void;
  /** `error`: make the secret again. */
  onRetry(): void;
  /** Writes to the clipboard; default `navigator.clipboard.writeText`. */
  writeText?: (text: string) => Promise<void>;
}

/** Spec §9: the enrollment QR code is 240 px, and the setup key shows as 16 masked dots. */
const QR_SIZE = 240;
const MASKED_KEY = '\u2022'.repeat(16);

/**
 * Spec §2 'MFA' TOTP enrollment: 'Scan QR code' (the `otpauth://` URI, 240 px), the setup key masked
 * as 16 dots with a copy button that copies the real secret (confirmation for 2000 ms), Continue.
 */
export function MfaTotpQrView({
  status,
  setup = null,
  errorCode = null,
  onContinue,
  onRetry,
  writeText,
}: MfaTotpQrViewProps) {
  const m = useMessages();
  const copy = m.mfa.totpQr;
  const failed = status === 'error';
  const ready = status === 'ready' && setup !== null;
  return (
    <QrScreen
      name="mfa-totp-qr"
      status={status}
      tone={failed ? 'error' : 'info'}
      retryable
      icon={<MfaMethodIcon method="totp" />}
      title={copy.title}
      description={copy.description}
      message={failed ? <ErrorMessage>{mfaErrorMessage(errorCode, m, 'enroll')}</ErrorMessage> : null}
      actions={
        failed ? (
          <Button onClick={onRetry}>{m.mfa.tryAgain}</Button>
        ) : (
          <Button disabled={!ready} onClick={onContinue}>
            {copy.continue}
          </Button>
        )
      }
    >
      {failed ? null : (
        <>
          {ready ? (
            <QrCode value={setup.authUrl} label={copy.qrLabel} size={QR_SIZE} className="text-foreground" />
          ) : (
            <QrImage matrix={null} label={copy.loading} size={QR_SIZE} />
          )}
          <div className="flex w-full flex-col items-center gap-1 text-sm">
            <span className="text-muted-foreground">{copy.setupKey}</span>
            <span className="flex items-center gap-2">
              <span aria-hidden="true" className="font-mono tracking-widest">
                {MASKED_KEY}
              </span>
              {ready ? (
                <CopyButton
                  value={setup.secret}
                  label={copy.copy}
                  copiedLabel={copy.copied}
                  ariaLabel={copy.copySetupKey}
                  {...(writeText ? { writeText } : {})}
                />
              ) : null}
            </span>
          </div>
        </>
      )}
    </QrScreen>
  );
}
