/**
 * Bridging through Relay (spec wallets §2 'Transfer from another network', §4 'Funding (Ethereum)'
 * and 'Solana bridging', §7 'Bridge quote' and 'Bridge status'): the external Ethereum wallet's
 * other chains that can pay, a quote for the funded amount (EXPECTED_OUTPUT), the wallet sending
 * the quote's transaction, and the bridge's status polled every second until it settles.
 */

import { sleep } from '../../core/api/retry.ts';
import type { AppConfig } from '../../core/config/types.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { ConnectedExternalWallet } from '../external/types.ts';
import type { EthereumSendReceipt } from '../sendTypes.ts';
import type { Address, Hex } from '../types.ts';
import { toSmallestUnit } from './amount.ts';
import {
  appConfigOf,
  clusterName,
  evmChainNumber,
  evmChainOf,
  evmChainsOf,
  type FundingChain,
  fundingServices,
  isTestnet,
} from './appChains.ts';
import { readBalance } from './balances.ts';
import { type EthereumFundingWallet, sendWithWallet } from './ethereumWallet.ts';
import { serviceJson } from './serviceFetch.ts';
import {
  RELAY_NATIVE_CURRENCY,
  RELAY_SOLANA_CHAIN_ID,
  type RelayStatus,
  type WireRelayQuote,
  type WireRelayQuoteRequest,
  type WireRelayRequests,
  type WireRelayTransactionData,
} from './services.ts';
import type { BridgeSource, FundingTarget } from './types.ts';

/** Spec §9: the bridge's status is polled every second. */
export const BRIDGE_STATUS_POLL_MS = 1_000;
/** How long a bridge may stay unsettled before the watch gives up (`client_request_timeout`; the funds may still arrive). */
export const BRIDGE_STATUS_TIMEOUT_MS = 10 * 60_000;
/** Spec §5: Solana's test clusters cannot be bridged to. */
const UNBRIDGEABLE_CLUSTERS = new Set(['testnet', 'devnet']);

/** A bridge's end (spec §4): funded, refunded on the origin chain, or failed. */
export type SettledBridgeStatus = Extract<RelayStatus, 'success' | 'refund' | 'failure'>;

const unavailable = (message: string) => new FoyerError(ErrorCode.BRIDGE_OPTION_UNAVAILABLE, message);

/**
 * The app's chains a bridge to `target` may start from: for an EVM target its other chains of the
 * same class (testnets with testnets, mainnets with mainnets); for a Solana target every EVM chain,
 * unless the cluster is `testnet` or `devnet` (none). Chains without a node are left out.
 */
export function bridgeOriginChains(
  config: Pick<AppConfig, 'chains'>,
  target: Pick<FundingTarget, 'chainType' | 'chainId'>,
): FundingChain[] {
  const chains = evmChainsOf(config);
  if (target.chainType === 'solana') return UNBRIDGEABLE_CLUSTERS.has(clusterName(target.chainId)) ? [] : chains;
  const id = evmChainNumber(target.chainId);
  const destination = config.chains.find((chain) => chain.id === id);
  if (!destination) return [];
  return chains.filter((chain) => chain.id !== id && isTestnet(chain) === isTestnet(destination));
}

/**
 * The origin chains where `from` (an Ethereum wallet) holds native currency, with its balance
 * there, in the app's order (spec §5: bridging needs a nonzero balance). `cost` is null until a
 * quote (`bridgeCost`). A chain whose node fails is left out; when every one fails, its error.
 */
export async function bridgeSources(
  core: Pick<FoyerCore, 'store'>,
  { from, target }: { from: Pick<ConnectedExternalWallet, 'address'>; target: FundingTarget },
  { signal }: { signal: AbortSignal },
): Promise<BridgeSource[]> {
  const chains = bridgeOriginChains(appConfigOf(core), target);
  const balances = await Promise.allSettled(
    chains.map((chain) =>
      readBalance(
        core,
        {
          chainType: 'ethereum',
          chainId: `eip155:${chain.id}`,
          address: from.address,
          asset: { kind: 'native', address: null },
        },
        { signal },
      ),
    ),
  );
  const failed = balances.find((outcome) => outcome.status === 'rejected');
  if (failed && balances.every((outcome) => outcome.status === 'rejected')) throw failed.reason;
  return chains.flatMap((chain, i) => {
    const outcome = balances[i];
    return outcome?.status === 'fulfilled' && outcome.value > 0n
      ? [{ chainId: `eip155:${chain.id}`, networkName: chain.name, balance: outcome.value, cost: null }]
      : [];
  });
}

/** Spec §7 'Bridge quote': the body asking Relay what `from` must send on the origin chain for the target to receive its amount. */
export function relayQuoteRequest(
  { from, target }: { from: Pick<ConnectedExternalWallet, 'address'>; target: FundingTarget },
  originChainId: number,
): WireRelayQuoteRequest {
  const solana = target.chainType === 'solana';
  return {
    user: from.address,
    recipient: target.address,
    originChainId,
    destinationChainId: solana ? RELAY_SOLANA_CHAIN_ID : evmChainNumber(target.chainId),
    originCurrency: RELAY_NATIVE_CURRENCY.evm,
    destinationCurrency: target.asset.address ?? (solana ? RELAY_NATIVE_CURRENCY.solana : RELAY_NATIVE_CURRENCY.evm),
    amount: toSmallestUnit(target.amount, target.asset.decimals).toString(),
    tradeType: 'EXPECTED_OUTPUT',
  };
}

/** The Relay host for a bridge from `origin`: the testnet one for a testnet (the emulator's chains are). */
function relayUrl(config: AppConfig, origin: FundingChain): string {
  const services = fundingServices(config);
  return (isTestnet(origin) ? services.relayTestnetApiUrl : services.relayApiUrl).replace(/\/+$/, '');
}

/** The bridge's page of the request `hash` started on `originChainId` (the 'refund status' link). */
export function bridgeStatusPage(core: Pick<FoyerCore, 'store'>, originChainId: string, hash: string): string {
  const services = fundingServices(appConfigOf(core));
  const explorer = isTestnet(evmChainOf(core, originChainId))
    ? services.relayTestnetExplorerUrl
    : services.relayExplorerUrl;
  return `${explorer.replace(/\/+$/, '')}/${encodeURIComponent(hash)}`;
}

const messageOf = (body: unknown) => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
};

/** The transaction a quote asks the wallet to send: its first step's first item. */
const stepOf = (quote: WireRelayQuote): WireRelayTransactionData | undefined => quote.steps?.[0]?.items?.[0]?.data;

/** What the quote asks the wallet to send on the origin chain (amount + fees), in wei: `BridgeSource.cost`. */
export function bridgeCost(quote: WireRelayQuote): bigint {
  const step = stepOf(quote);
  if (!step) throw unavailable('The quote has no transaction to send');
  return BigInt(step.value);
}

/**
 * Relay's quote for bridging the target's amount from `originChainId` (CAIP-2, one of the app's
 * chains) to the target. A refusal fails with `bridge_quote_failed` (Relay's message in
 * `details.reason`, else 'Error fetching quote from relay'); 'Invalid address', an unbridgeable
 * cluster, or a quote with no transaction to send on that chain with `bridge_option_unavailable`;
 * an unreachable bridge with `network_error` or `client_request_timeout`.
 */
export async function quoteBridge(
  core: Pick<FoyerCore, 'store'>,
  {
    from,
    target,
    originChainId,
  }: { from: Pick<ConnectedExternalWallet, 'address'>; target: FundingTarget; originChainId: string },
  { signal }: { signal: AbortSignal },
): Promise<WireRelayQuote> {
  const config = appConfigOf(core);
  const origin = evmChainOf(core, originChainId);
  if (!bridgeOriginChains(config, target).some((chain) => chain.id === origin.id)) {
    throw unavailable(`${target.chainId} cannot be bridged to from ${originChainId}`);
  }
  const { ok, body } = await serviceJson(`${relayUrl(config, origin)}/quote`, {
    signal,
    body: relayQuoteRequest({ from, target }, origin.id),
  });
  if (!ok) {
    const message = messageOf(body);
    if (message && /invalid address/i.test(message)) throw unavailable(`Relay refused the addresses: ${message}`);
    const reason = message ?? 'Error fetching quote from relay';
    throw new FoyerError(ErrorCode.BRIDGE_QUOTE_FAILED, reason, { details: { reason } });
  }
  const quote = body as WireRelayQuote;
  const step = body ? stepOf(quote) : undefined;
  if (!step || step.chainId !== origin.id || !/^0x[0-9a-f]{40}$/i.test(step.to) || !/^\d+$/.test(step.value)) {
    throw unavailable(`Relay's quote has no transaction to send on ${originChainId}`);
  }
  return quote;
}

/**
 * Has `from` send the quote's transaction on the origin chain (switching it there, adding the chain
 * when it does not know it) and waits for the receipt: the origin transaction, whose hash
 * `watchBridge` follows. Errors: `bridge_option_unavailable` for a quote made for another wallet,
 * then those of the wallet and the chain (`user_rejected_request`, `transaction_failure`, timeouts).
 */
export async function submitBridge(
  core: Pick<FoyerCore, 'store'>,
  from: EthereumFundingWallet,
  quote: WireRelayQuote,
  { signal }: { signal: AbortSignal },
): Promise<EthereumSendReceipt> {
  const step = stepOf(quote);
  if (!step || step.from.toLowerCase() !== from.address.toLowerCase()) {
    throw unavailable(`The quote is not for ${from.address}`);
  }
  return sendWithWallet(
    core,
    from,
    {
      from: from.address,
      to: step.to as Address,
      value: BigInt(step.value),
      data: step.data && step.data !== '0x' ? (step.data as Hex) : null,
      chainId: step.chainId,
    },
    signal,
  );
}

/** How a bridge ended, and the transaction that delivered the funds on the destination chain (when Relay lists one). */
export interface SettledBridge {
  status: SettledBridgeStatus;
  destinationTransaction: string | null;
}

/**
 * Follows the bridge started by the origin transaction `hash` on `originChainId` (CAIP-2): Relay's
 * status every second (a request Relay does not list yet is `pending`), each new one to
 * `onStatus`, until `success`, `refund` or `failure` (the caller raises `bridge_failed` for the
 * last two). A status call Relay refuses fails with `funding_failed` (its message in
 * `details.reason`); no end within `timeoutMs` (10 min) with `client_request_timeout`, the hash in
 * `details`.
 */
export async function watchBridge(
  core: Pick<FoyerCore, 'store'>,
  { hash, originChainId }: { hash: string; originChainId: string },
  {
    signal,
    onStatus,
    timeoutMs = BRIDGE_STATUS_TIMEOUT_MS,
  }: { signal: AbortSignal; onStatus?: (status: RelayStatus) => void; timeoutMs?: number },
): Promise<SettledBridge> {
  const url = `${relayUrl(appConfigOf(core), evmChainOf(core, originChainId))}/requests/v2?hash=${encodeURIComponent(hash)}`;
  const deadline = Date.now() + timeoutMs;
  let last: RelayStatus | null = null;
  for (;;) {
    const { ok, body } = await serviceJson(url, { signal });
    if (!ok) {
      const reason = messageOf(body) ?? 'Error fetching the bridge status from relay';
      throw new FoyerError(ErrorCode.FUNDING_FAILED, reason, { details: { reason, hash } });
    }
    const request = (body as WireRelayRequests | null)?.requests?.[0];
    const status = request?.status ?? 'pending';
    if (status !== last) onStatus?.(status);
    last = status;
    if (status === 'success' || status === 'refund' || status === 'failure') {
      return { status, destinationTransaction: request?.data?.outTxs?.[0]?.hash ?? null };
    }
    if (Date.now() + BRIDGE_STATUS_POLL_MS > deadline) {
      throw new FoyerError(
        ErrorCode.CLIENT_REQUEST_TIMEOUT,
        `The bridge of ${hash} did not settle in ${timeoutMs} ms`,
        {
          details: { hash },
        },
      );
    }
    await sleep(BRIDGE_STATUS_POLL_MS, signal);
  }
}
