import {
  RELAY_NATIVE_CURRENCY,
  type RelayStatus,
  type WireRelayQuote,
  type WireRelayRequests,
} from '@foyer/headless/contract';
import * as v from 'valibot';
import { isAddress, isAddressEqual, parseEther } from 'viem';
import { FUNDING_ACCOUNT, FUNDING_SERVICE_PATHS, TOKEN_PRICES_USD } from '../../chains/public.ts';
import type { DomainChain, DomainChains } from '../../kernel/chains.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { invalidData } from '../../kernel/errors.ts';
import { randomHexNonce } from '../../kernel/random.ts';
import { isAddressOn, relayChain, relayCurrency, relayCurrencyAddress } from './currencies.ts';
import { type BridgeNextInput, type BridgeQuote, type BridgeRequest, bridgeNextSchema, fundingSlice } from './slice.ts';

export const RELAY_QUOTE_PATH = `${FUNDING_SERVICE_PATHS.relayApi}/quote`;
export const RELAY_STATUS_PATH = `${FUNDING_SERVICE_PATHS.relayApi}/requests/v2`;
/** The bridge's page of a request, by its deposit's hash (the kit's 'refund status' link). */
export const RELAY_REQUEST_PAGE_PATH = `${FUNDING_SERVICE_PATHS.relayExplorer}/:hash`;

/** The bridge's fixed fees, in wei of the origin chain's ETH: the destination's gas, and the relayer's. */
export const RELAY_FEES = { gas: parseEther('0.00002'), relayer: parseEther('0.0001') } as const;

/** A refusal of the bridge, answered `{ message }` with its status (as Relay answers). */
export class RelayError extends Error {
  constructor(
    readonly status: 400 | 501,
    message: string,
  ) {
    super(message);
    this.name = 'RelayError';
  }
}

/** `POST …/quote`; the currencies default to the native ones. */
export const relayQuoteBody = v.object({
  user: v.string('`user` is required'),
  recipient: v.string('`recipient` is required'),
  originChainId: v.number('`originChainId` must be a number'),
  destinationChainId: v.number('`destinationChainId` must be a number'),
  originCurrency: v.exactOptional(v.string()),
  destinationCurrency: v.exactOptional(v.string()),
  amount: v.string('`amount` must be a decimal string'),
  tradeType: v.literal('EXPECTED_OUTPUT', '`tradeType` must be EXPECTED_OUTPUT'),
});

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * A quote: native ETH on 31337 or 31338 for `amount` (smallest units) of ETH, SOL or USDC on
 * 31337, 31338 or Solana, at the emulator's fixed prices plus `RELAY_FEES`. The deposit is a plain
 * transfer to the funding account carrying the quote's request id as `data`.
 */
export function quoteBridge(
  core: EmulatorCore,
  chains: DomainChains,
  body: v.InferOutput<typeof relayQuoteBody>,
): WireRelayQuote {
  const origin = relayChain(body.originChainId);
  if (origin === null || origin === 'solana')
    throw new RelayError(400, `Unsupported origin chain ${body.originChainId}`);
  const destination = relayChain(body.destinationChainId);
  if (destination === null) throw new RelayError(400, `Unsupported destination chain ${body.destinationChainId}`);
  if (!chains.chain(origin)) throw new RelayError(501, `The emulator runs no chain ${origin} here (in-process)`);
  const originCurrency = body.originCurrency ?? RELAY_NATIVE_CURRENCY.evm;
  if (!isAddress(originCurrency, { strict: false }) || !isAddressEqual(originCurrency, RELAY_NATIVE_CURRENCY.evm)) {
    throw new RelayError(400, `Unsupported origin currency ${originCurrency}: the emulator's bridge takes native ETH`);
  }
  const out = relayCurrency(destination, body.destinationCurrency ?? relayCurrencyAddress(destination, 'native'));
  if (!out) throw new RelayError(400, `Unsupported destination currency ${body.destinationCurrency}`);
  if (!/^\d+$/.test(body.amount) || BigInt(body.amount) <= 0n) {
    throw new RelayError(400, `Invalid amount ${JSON.stringify(body.amount)}: a positive integer of the smallest unit`);
  }
  if (!isAddressOn(origin, body.user)) throw new RelayError(400, 'Invalid user address');
  if (!isAddressOn(destination, body.recipient)) throw new RelayError(400, 'Invalid address');
  const amount = BigInt(body.amount);
  const converted = ceilDiv(
    amount * BigInt(TOKEN_PRICES_USD[out.symbol]) * 10n ** 18n,
    10n ** BigInt(out.decimals) * BigInt(TOKEN_PRICES_USD.ETH),
  );
  const value = converted + RELAY_FEES.gas + RELAY_FEES.relayer;
  const quote: BridgeQuote = {
    id: `0x${randomHexNonce(32)}`,
    user: body.user,
    recipient: body.recipient,
    origin_chain_id: origin,
    destination_chain_id: body.destinationChainId,
    destination_asset: out.asset,
    amount: amount.toString(),
    value: value.toString(),
    created_at: core.clock.now(),
    deposit: null,
  };
  core.slice(fundingSlice).quotes.set(quote.id, quote);
  return {
    steps: [
      {
        id: 'deposit',
        kind: 'transaction',
        items: [
          {
            status: 'incomplete',
            data: { from: body.user, to: FUNDING_ACCOUNT.evm, value: quote.value, chainId: origin, data: quote.id },
          },
        ],
      },
    ],
    fees: { gas: { amount: RELAY_FEES.gas.toString() }, relayer: { amount: RELAY_FEES.relayer.toString() } },
    details: {
      currencyIn: {
        amount: quote.value,
        currency: { chainId: origin, address: RELAY_NATIVE_CURRENCY.evm, symbol: 'ETH', decimals: 18 },
      },
      currencyOut: {
        amount: quote.amount,
        currency: {
          chainId: body.destinationChainId,
          address: relayCurrencyAddress(destination, out.asset),
          symbol: out.symbol,
          decimals: out.decimals,
        },
      },
      timeEstimate: 1,
    },
  };
}

/** A mined transaction on one of the EVM chains, as the relayer reads it. */
interface Deposit {
  chain: DomainChain;
  chainId: number;
  from: string;
  to: string | null;
  value: bigint;
  input: string;
  succeeded: boolean;
}

async function rpcResult(chain: DomainChain, method: string, params: unknown[]): Promise<unknown> {
  const outcome = await chain.rpc(method, params);
  return outcome.error ? null : outcome.result;
}

/** The transaction `hash` on the local EVM chains, when one of them mined it. */
async function findDeposit(chains: DomainChains, hash: string): Promise<Deposit | null> {
  for (const id of chains.ids) {
    const chain = chains.chain(id);
    if (typeof id !== 'number' || !chain) continue;
    const tx = (await rpcResult(chain, 'eth_getTransactionByHash', [hash])) as {
      from: string;
      to: string | null;
      value: string;
      input: string;
      blockNumber: string | null;
    } | null;
    if (!tx?.blockNumber) continue;
    const receipt = (await rpcResult(chain, 'eth_getTransactionReceipt', [hash])) as { status: string } | null;
    return {
      chain,
      chainId: id,
      from: tx.from,
      to: tx.to,
      value: BigInt(tx.value),
      input: tx.input.toLowerCase(),
      succeeded: receipt?.status === '0x1',
    };
  }
  return null;
}

/** What the relayer does with a deposit: fill on the destination (refund when the fill fails), refund it, or keep it. */
async function settle(
  chains: DomainChains,
  request: BridgeRequest,
  quote: BridgeQuote,
  deposit: Deposit,
  outcome: 'success' | 'refund' | 'failure',
): Promise<void> {
  if (outcome === 'success') {
    const destination = relayChain(quote.destination_chain_id);
    const chain = destination === null ? undefined : chains.chain(destination);
    try {
      if (!chain || destination === null) throw new Error('No destination chain');
      const hash = await chain.pay(quote.recipient, quote.destination_asset, BigInt(quote.amount));
      request.out_txs = [{ hash, chainId: quote.destination_chain_id }];
      request.status = 'success';
      return;
    } catch {
      // A fill the destination refuses (a SOL amount below rent for a new account, say) is refunded.
    }
  }
  if (outcome !== 'failure') {
    try {
      const hash = await deposit.chain.pay(deposit.from, 'native', deposit.value);
      request.out_txs = [{ hash, chainId: deposit.chainId }];
      request.status = 'refund';
      return;
    } catch {
      // Nothing moved: the deposit stays with the relayer.
    }
  }
  request.status = 'failure';
}

/** A request as the status route lists it: `pending` on its first read, then how it ended. */
function wireRequest(request: BridgeRequest): WireRelayRequests['requests'][number] {
  const final = request.status !== 'pending' && request.pending_shown;
  request.pending_shown = true;
  const status: RelayStatus = final ? request.status : 'pending';
  return {
    id: request.id,
    status,
    data: {
      inTxs: [{ hash: request.deposit, chainId: request.origin_chain_id }],
      outTxs: final ? request.out_txs : [],
    },
  };
}

/**
 * `GET …/requests/v2?hash=`: the request of a deposit. The first read of a deposit mined to the
 * funding account with a quote's id as data makes it: the relayer fills the quote on its destination
 * at once (or as `funding.bridge.next` scripted: refunds it, or keeps it), and the read answers
 * `pending`. A deposit of a used quote, or of another value, is refunded. Any other hash: no request.
 */
export async function bridgeStatus(core: EmulatorCore, chains: DomainChains, hash: string): Promise<WireRelayRequests> {
  const key = hash.toLowerCase();
  const state = core.slice(fundingSlice);
  const known = state.requests.get(key);
  if (known) return { requests: [wireRequest(known)] };
  const deposit = /^0x[0-9a-f]{64}$/.test(key) ? await findDeposit(chains, key) : null;
  const quote = deposit ? state.quotes.get(deposit.input) : undefined;
  if (
    !deposit ||
    !quote ||
    !deposit.succeeded ||
    quote.origin_chain_id !== deposit.chainId ||
    deposit.to === null ||
    !isAddressEqual(deposit.to as `0x${string}`, FUNDING_ACCOUNT.evm)
  ) {
    return { requests: [] };
  }
  // Read while another read made it.
  const made = state.requests.get(key);
  if (made) return { requests: [wireRequest(made)] };
  const expected = quote.deposit === null && deposit.value === BigInt(quote.value);
  const outcome = expected ? (state.bridge_next.shift() ?? 'success') : 'refund';
  if (expected) quote.deposit = key;
  const request: BridgeRequest = {
    id: quote.id,
    deposit: key,
    origin_chain_id: deposit.chainId,
    destination_chain_id: quote.destination_chain_id,
    user: deposit.from,
    recipient: quote.recipient,
    status: 'pending',
    out_txs: [],
    pending_shown: false,
    created_at: core.clock.now(),
  };
  state.requests.set(key, request);
  await settle(chains, request, quote, deposit, outcome);
  return { requests: [wireRequest(request)] };
}

/** Every bridge request, oldest first. */
export const bridgeRequests = (core: EmulatorCore): BridgeRequest[] => [...core.slice(fundingSlice).requests.values()];

/** `funding.bridge.next()`: checked as its endpoint checks it (400 `invalid_data`), then queued for the next deposit the relayer sees. */
export function scriptNextBridge(core: EmulatorCore, decision: BridgeNextInput): void {
  const parsed = v.safeParse(bridgeNextSchema, decision);
  if (!parsed.success) throw invalidData(parsed.issues[0].message);
  core.slice(fundingSlice).bridge_next.push(parsed.output.outcome);
}
