'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';
import { WalletBadge } from './WalletBadge.tsx';

/**
 * Spec wallets §2 'Wallet connection status' and §4 'External wallet connection', for a Solana
 * wallet: connecting, then 'Sign to verify' (the signature needs the visitor's click), signing,
 * success, or an error with 'Retry' (at most 2 times, then 'Unable to connect wallet').
 */
export const solanaSignInViewStatuses = ['connecting', 'awaiting-signature', 'signing', 'success', 'error'] as const;
export type SolanaSignInViewStatus = (typeof solanaSignInViewStatuses)[number];

export interface SolanaSignInViewProps {
  status: SolanaSignInViewStatus;
  walletName: string;
  walletIcon?: string | undefined;
  /** The failed attempt's error (`error` status). */
  error?: { code: FoyerErrorCode } | null | undefined;
  /** Retries left are used up: no 'Retry', the title says 'Unable to connect wallet'. */
  retriesExhausted?: boolean | undefined;
  /** 'Sign with your wallet'. */
  onSign(): void;
  /** 'Retry'. */
  onRetry(): void;
  /** 'Use a different wallet': back to the list. */
  onOtherWallet(): void;
}

export function SolanaSignInView({
  status,
  walletName,
  walletIcon,
  error,
  retriesExhausted = false,
  onSign,
  onRetry,
  onOtherWallet,
}: SolanaSignInViewProps) {
  const m = useMessages();
  const copy = m.solanaSignIn;
  const wallet = { wallet: walletName };
  const title = {
    connecting: format(copy.waiting, wallet),
    'awaiting-signature': copy.signToVerify,
    signing: copy.signing,
    success: format(copy.success, wallet),
    error: retriesExhausted ? copy.unableToConnect : copy.failed,
  }[status];
  const busy = status === 'connecting' || status === 'signing';
  const retryable = status === 'error' && !retriesExhausted;
  return (
    <StatusScreen
      name="solana-sign-in"
      status={status}
      tone={busy ? 'pending' : status === 'awaiting-signature' ? 'info' : status}
      retryable={retryable}
      focusTitle={false}
      icon={<WalletBadge icon={walletIcon} />}
      title={title}
      description={status === 'error' && error ? errorMessage(error, m) : undefined}
      actions={
        status === 'success' ? undefined : (
          <>
            {busy ? (
              <Button disabled>
                <Spinner size="sm" />
                {status === 'connecting' ? copy.connecting : copy.signing}
              </Button>
            ) : null}
            {status === 'awaiting-signature' ? <Button onClick={onSign}>{copy.signWithWallet}</Button> : null}
            {retryable ? <Button onClick={onRetry}>{copy.retry}</Button> : null}
            <Button variant="secondary" onClick={onOtherWallet}>
              {copy.otherWallet}
            </Button>
          </>
        )
      }
    />
  );
}
