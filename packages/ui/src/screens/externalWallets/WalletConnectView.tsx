'use client';
import type { ExternalWalletOption, FoyerErrorCode } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';
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
  const retryable = status === 'error' && canRetry && (failure?.retryable ?? true);
  return (
    <StatusScreen
      name="wallet-connect"
      status={status}
      tone={
        pending
          ? 'pending'
          : status === 'unable'
            ? 'error'
            : status === 'sign' || status === 'connect'
              ? 'info'
              : status
      }
      retryable={retryable}
      focusTitle={!pending}
      icon={<WalletLogo option={option} size={40} />}
      title={title}
      description={failure?.detail}
      actions={
        status === 'success' ? undefined : (
          <>
            {status === 'connecting' ? <Button disabled>{m.connectingButton}</Button> : null}
            {status === 'connect' ? <Button onClick={onConnect}>{m.continue}</Button> : null}
            {status === 'sign' ? <Button onClick={onSign}>{m.signButton}</Button> : null}
            {retryable ? <Button onClick={onRetry}>{m.retry}</Button> : null}
            <Button variant="secondary" onClick={onUseDifferentWallet}>
              {m.useDifferentWallet}
            </Button>
          </>
        )
      }
    />
  );
}
