import type { CoinbaseBlockchain } from '@foyer/headless/contract';
import * as v from 'valibot';
import { FUNDING_SERVICE_PATHS } from '../../chains/public.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import { randomId, randomToken } from '../../kernel/random.ts';
import { COINBASE_NETWORKS, type FundingCurrency, isAddressOn } from './currencies.ts';
import { type CoinbasePayment, fundingSlice } from './slice.ts';

/** The exchange's page (`GET` shows it, `POST` submits it). */
export const COINBASE_PAGE_PATH = `${FUNDING_SERVICE_PATHS.coinbasePay}/buy/select-asset`;

const blockchains = [
  'ethereum',
  'bitcoin',
  'base',
  'avacchain',
  'optimism',
  'solana',
  'polygon',
  'arbitrum',
  'stellar',
] as const satisfies readonly CoinbaseBlockchain[];

/** `POST /api/v1/funding/coinbase_on_ramp/init`. */
export const coinbaseInitBody = v.object({
  addresses: v.pipe(
    v.array(
      v.object({
        address: v.pipe(v.string(), v.minLength(1, 'An address is required')),
        blockchains: v.pipe(
          v.array(v.picklist(blockchains, `A blockchain is one of ${blockchains.join(', ')}`)),
          v.minLength(1, 'Each address names its blockchains'),
        ),
      }),
    ),
    v.minLength(1, 'At least one address is required'),
  ),
  assets: v.exactOptional(v.array(v.string())),
});

/** The init route: a session of the app for the user's addresses, each checked against the networks the stand-in pays on. */
export function startCoinbaseSession(
  core: EmulatorCore,
  caller: { appId: string; userId: string },
  body: v.InferOutput<typeof coinbaseInitBody>,
): { app_id: string; session_token: string; channel_id: string; partner_user_id: string } {
  for (const { address, blockchains: networks } of body.addresses) {
    for (const network of networks) {
      const chain = Object.values(COINBASE_NETWORKS[network] ?? {})[0]?.chain;
      if (chain !== undefined && !isAddressOn(chain, address)) {
        throw invalidData(`${JSON.stringify(address)} is not an address of ${network}`);
      }
    }
  }
  const payment: CoinbasePayment = {
    provider: 'coinbase',
    id: randomId('cbpartner'),
    app_id: caller.appId,
    user_id: caller.userId,
    status: 'created',
    transaction: null,
    created_at: core.clock.now(caller.appId),
    order: null,
    session_token: randomToken(24),
    addresses: body.addresses.map(({ address, blockchains: networks }) => ({ address, blockchains: [...networks] })),
  };
  core.slice(fundingSlice).payments.set(payment.id, payment);
  return {
    app_id: caller.appId,
    session_token: payment.session_token as string,
    channel_id: randomId('cbchannel'),
    partner_user_id: payment.id,
  };
}

/** The status route: the outcome of one of the caller's own sessions; 404 for any other. */
export function coinbaseStatus(
  core: EmulatorCore,
  caller: { appId: string; userId: string },
  partnerUserId: string | undefined,
): { status: 'pending' | 'success' | 'failure' } {
  if (!partnerUserId) throw invalidData('`partnerUserId` is required');
  const payment = core.slice(fundingSlice).payments.get(partnerUserId);
  if (payment?.provider !== 'coinbase' || payment.app_id !== caller.appId || payment.user_id !== caller.userId) {
    throw new ApiError(404, undefined, `No Coinbase on-ramp session ${JSON.stringify(partnerUserId)} of this user`);
  }
  if (payment.status === 'completed') return { status: 'success' };
  return { status: payment.status === 'failed' ? 'failure' : 'pending' };
}

/** What the exchange's page is about: its session (unused), the currency and the session's address on that network. */
export interface ExchangeTarget {
  payment: CoinbasePayment;
  currency: FundingCurrency;
  address: string;
  network: string;
}

/** The page's session and target from its query; a message saying what is wrong otherwise. */
export function exchangeTarget(core: EmulatorCore, query: URLSearchParams): ExchangeTarget | string {
  const token = query.get('sessionToken');
  const payment = core.slice(fundingSlice).payments.get(query.get('partnerUserId') ?? '');
  if (!token || payment?.provider !== 'coinbase' || payment.session_token !== token) {
    return 'This Coinbase session is unknown or already used.';
  }
  const network = query.get('defaultNetwork') ?? '';
  const asset = (query.get('defaultAsset') ?? '').toUpperCase();
  const currency = COINBASE_NETWORKS[network]?.[asset];
  if (!currency) {
    return `The emulator's Coinbase sells ETH and USDC on ethereum and base, SOL and USDC on solana: not ${JSON.stringify(asset)} on ${JSON.stringify(network)}.`;
  }
  const address = payment.addresses.find((entry) => entry.blockchains.includes(network))?.address;
  if (address === undefined) return `No address of this session is on ${network}.`;
  return { payment, currency, address, network };
}
