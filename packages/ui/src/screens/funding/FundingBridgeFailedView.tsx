'use client';
import { ErrorCode } from '@foyer/headless';
import { Fragment } from 'react';
import { formatToParts } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { safeHttpUrl } from '../../lib/safeUrl.ts';
import { Button } from '../../primitives/Button.tsx';
import { BridgeIcon } from '../../primitives/icons.tsx';
import { Text } from '../../primitives/Screen.tsx';
import { TextLink } from '../../primitives/TextLink.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

/** `bridge-failed`: the bridge refunded or failed; the user may try again. */
export const fundingBridgeFailedViewStatuses = ['bridge-failed'] as const;

export interface FundingBridgeFailedViewProps {
  /** The bridge's page for the refund; shown only when it is an http(s) URL. */
  refundStatusUrl: string | null;
  /** The bridge says the funds are back. */
  refunded: boolean;
  onRetry(): void;
}

/**
 * Spec §8 'Bridging': 'Transaction failed', 'We were unable to complete the bridging transaction.
 * Funds will be refunded on your wallet.', the 'refund status' link, and 'Try again'.
 */
export function FundingBridgeFailedView({ refundStatusUrl, refunded, onRetry }: FundingBridgeFailedViewProps) {
  const m = useMessages();
  const copy = m.funding.bridgeFailed;
  const refundUrl = safeHttpUrl(refundStatusUrl);
  return (
    <StatusScreen
      name="funding-bridge-failed"
      status="bridge-failed"
      tone="error"
      retryable
      icon={<BridgeIcon />}
      title={copy.title}
      description={m.errors[ErrorCode.BRIDGE_FAILED]}
      actions={<Button onClick={onRetry}>{copy.tryAgain}</Button>}
    >
      {refunded ? <Text>{copy.refunded}</Text> : null}
      {refundUrl ? (
        <Text>
          {formatToParts(copy.refundLine, {
            link: <TextLink href={refundUrl}>{copy.refundStatus}</TextLink>,
          }).map((part, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed template; their order never changes.
            <Fragment key={index}>{part}</Fragment>
          ))}
        </Text>
      ) : null}
    </StatusScreen>
  );
}
