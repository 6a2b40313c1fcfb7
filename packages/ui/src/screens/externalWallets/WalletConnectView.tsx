'use client';
import type { ExternalWalletOption, FoyerErrorCode } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { AlertIcon, CheckIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { useWalletName, WalletLogo } from './WalletRow.tsx';
import { walletErrorCopy } from './walletErrorCopy.ts';

/**
 * Spec §2 'Wallet connection status', one status per step: `connecting` ('Waiting for {wallet}'),
 * `switching` ('Switching networks'), `sign` ('Sign to verify'), `signing`, `success`, `error`
 * (with 'Retry' when it may be retried), `unable` ('Unable to connect wallet', after 2 retries),
 * and `connect` ('Connect your wallet' with 'Continue': in an in-app browser the wallet's prompt
 * needs a trusted click, so the connection waits for one).
 */
export const walletConnectViewStatuses = [
  'connecting',
  'switching',
  'sign',
  'signing',
  'success',
  'error',
  'unable',
  'connect',
] as const;
export type WalletConnectViewStatus = (typeof walletConnectViewStatuses)[number];

export interface WalletConnectViewProps {
  status: WalletConnectViewStatus;
  option: ExternalWalletOption;
  /** Why it failed (`error`). */
  error?: { code: FoyerErrorCode } | null | undefined;
  /** 'Retry' is offered (`error`): the error is retryable and fewer than 2 retries were used. */
  canRetry?: boolean;
  onRetry(): void;
  onSign(): void;
  onUseDifferentWallet(): void;
  /** `connect`: the user's click that starts the connection. */
  onConnect(): void;
}

export function WalletConnectView({
  status,
  option,
  error,
  canRetry = true,
  onRetry,
  onSign,
  onUseDifferentWallet,
  onConnect,
}: WalletConnectViewProps) {
  const messages = useMessages();
  const m = messages.externalWallets;
  const wallet = useWalletName(option);
  const failure = status === 'error' && error ? walletErrorCopy(error.code, messages) : null;
  const title = {
    connecting: format(m.waitingFor, { wallet }),
    switching: m.switching,
    sign: m.signToVerify,
    signing: m.signing,
    success: format(m.connected, { wallet }),
    error: failure?.title ?? m.connectError,
    unable: m.unableToConnect,
    connect: m.loginTitle,
  }[status];
  const pending = status === 'connecting' || status === 'switching' || status === 'signing';
  const failed = status === 'error' || status === 'unable';
  return (
    <Screen name="wallet-connect" status={status} className="items-center text-center">
      <div className="relative mt-4 flex size-20 items-center justify-center">
        {pending ? <Spinner label={title} /> : null}
        <span className="absolute">
          <WalletLogo option={option} size={40} />
        </span>
        {status === 'success' ? (
          <span className="absolute -right-1 -bottom-1 rounded-full bg-success p-1 text-background">
            <CheckIcon size={14} />
          </span>
        ) : null}
        {failed ? (
          <span className="absolute -right-1 -bottom-1 rounded-full bg-muted p-1 text-destructive">
            <AlertIcon size={14} />
          </span>
        ) : null}
      </div>
      <Title focused={!pending}>{title}</Title>
      {failure?.detail ? <Text>{failure.detail}</Text> : null}
      <div className="mt-auto flex w-full flex-col gap-2">
        {status === 'connecting' ? (
          <Button className="w-full" disabled>
            {m.connectingButton}
          </Button>
        ) : null}
        {status === 'connect' ? (
          <Button className="w-full" onClick={onConnect}>
            {m.continue}
          </Button>
        ) : null}
        {status === 'sign' ? (
          <Button className="w-full" onClick={onSign}>
            {m.signButton}
          </Button>
        ) : null}
        {status === 'error' && canRetry && (failure?.retryable ?? true) ? (
          <Button className="w-full" onClick={onRetry}>
            {m.retry}
          </Button>
        ) : null}
        {status === 'success' ? null : (
          <Button variant="secondary" className="w-full" onClick={onUseDifferentWallet}>
            {m.useDifferentWallet}
          </Button>
        )}
      </div>
    </Screen>
  );
}
