import { sleep } from '../../core/api/retry.ts';
import type { CoinbaseBlockchain } from '../../core/api/routes/funding.ts';
import * as fundingRoutes from '../../core/api/routes/funding.ts';
import type { AppConfig } from '../../core/config/types.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { fundingServices } from './appChains.ts';
import type { CoinbasePayQuery } from './services.ts';
import { COINBASE_NETWORKS, onrampChainId } from './target.ts';
import type { FundingTarget } from './types.ts';

/** Spec §9: the on-ramp's status is polled every 1.5 s; 3 reads after the popup closed without a result end it. */
export const COINBASE_POLL_MS = 1_500;
const CLOSED_READS = 3;
const COINBASE_WATCH_MS = 15 * 60_000;

/** Coinbase's network of the target (spec §5), or `unsupported_onramp_chain`. */
export function coinbaseNetwork(config: AppConfig, target: FundingTarget): CoinbaseBlockchain {
  if (target.chainType === 'solana') return 'solana';
  const chainId = Number(target.chainId.slice('eip155:'.length));
  const network = COINBASE_NETWORKS[onrampChainId(config, chainId)];
  if (!network) {
    throw new FoyerError(ErrorCode.UNSUPPORTED_ONRAMP_CHAIN, `Unsupported chainId ${chainId} for Coinbase Onramp`, {
      details: { chainId: String(chainId) },
    });
  }
  return network as CoinbaseBlockchain;
}

/**
 * Opens the exchange's page for the target in `popup` (opened in the user's click), with a session the
 * provider opens for the address. `experience`: `buy` (card) or `send` (from an exchange account).
 * Resolves with the partner user id its status is polled by.
 */
export async function openCoinbase(
  core: FoyerCore,
  config: AppConfig,
  {
    target,
    popup,
    experience,
    signal,
  }: { target: FundingTarget; popup: Window; experience: 'buy' | 'send'; signal: AbortSignal },
): Promise<string> {
  try {
    const network = coinbaseNetwork(config, target);
    const asset = target.asset.isUSDC ? 'USDC' : target.asset.symbol;
    const session = await core.api.call(fundingRoutes.coinbaseInit, {
      body: { addresses: [{ address: target.address, blockchains: [network] }], assets: [asset] },
      signal,
    });
    const query: CoinbasePayQuery = {
      sessionToken: session.session_token,
      partnerUserId: session.partner_user_id,
      defaultAsset: asset,
      defaultNetwork: network,
      presetCryptoAmount: target.amount,
      defaultExperience: experience,
    };
    const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
    popup.location.href = `${fundingServices(config).coinbasePayUrl}/buy/select-asset?${search}`;
    return session.partner_user_id;
  } catch (error) {
    popup.close();
    throw error;
  }
}

/**
 * Follows the on-ramp's session every 1.5 s (spec §4 'Other card provider'): `onStep` hears
 * `pending-after-flow` once the popup is closed. Resolves `success`, or `closed` when the popup closed
 * and 3 reads brought no result (the user goes back to the chooser); `failure` rejects with `funding_failed`.
 */
export async function watchCoinbase(
  core: FoyerCore,
  partnerUserId: string,
  {
    popup,
    signal,
    onStep,
  }: { popup: Window; signal: AbortSignal; onStep(step: 'pending-in-flow' | 'pending-after-flow'): void },
): Promise<'success' | 'closed'> {
  const interval = core.fast ? 200 : COINBASE_POLL_MS;
  const giveUpAt = core.now() + COINBASE_WATCH_MS;
  let readsAfterClose = 0;
  while (core.now() < giveUpAt) {
    const { status } = await core.api.call(fundingRoutes.coinbaseStatus, { query: { partnerUserId }, signal });
    if (status === 'success') return 'success';
    if (status === 'failure') {
      throw new FoyerError(ErrorCode.FUNDING_FAILED, 'The exchange on-ramp reported a failure');
    }
    if (popup.closed) {
      if (readsAfterClose === 0) onStep('pending-after-flow');
      if (++readsAfterClose > CLOSED_READS) return 'closed';
    }
    await sleep(interval, signal);
  }
  throw new FoyerError(ErrorCode.FUNDING_FAILED, 'The exchange on-ramp did not finish within 15 minutes');
}
