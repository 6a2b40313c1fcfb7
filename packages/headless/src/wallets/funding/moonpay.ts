import { sleep } from '../../core/api/retry.ts';
import * as fundingRoutes from '../../core/api/routes/funding.ts';
import type { AppConfig } from '../../core/config/types.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { fundingServices } from './appChains.ts';
import { serviceJson } from './serviceFetch.ts';
import { MOONPAY_API_KEYS, type WireMoonpayTransaction } from './services.ts';
import { MOONPAY_NETWORKS, onrampChainId } from './target.ts';
import type { FundingTarget } from './types.ts';

/** Spec §9: the card provider's status is polled every 3 s; 3 failures in a row (404s aside) end it. */
export const MOONPAY_POLL_MS = 3_000;
const MAX_FAILURES = 3;
/** A payment left pending this long is given up (the user is told to go back to the provider). */
const MOONPAY_WATCH_MS = 15 * 60_000;

const failed = (message: string, cause?: unknown) =>
  new FoyerError(ErrorCode.CARD_FUNDING_FAILED, message, cause === undefined ? {} : { cause });

/** The card provider's currency code of the target (`eth`, `usdc_base`, `sol`, `usdc_sol`; spec §9). */
export function moonpayCurrencyCode(config: AppConfig, target: FundingTarget): string {
  const asset = target.asset.isUSDC ? 'usdc' : target.asset.symbol.toLowerCase();
  if (target.chainType === 'solana') return target.asset.isUSDC ? 'usdc_sol' : 'sol';
  const network = MOONPAY_NETWORKS[onrampChainId(config, Number(target.chainId.slice('eip155:'.length)))];
  return `${asset}${network ?? ''}`;
}

const sandboxOf = (config: AppConfig) => config.local.fundingMethodConfig?.moonpay?.useSandbox ?? false;

/**
 * Opens the card provider's page for the target in `popup` (opened in the user's click): the provider
 * signs the page's URL. Resolves with the id its status API knows the payment by.
 */
export async function openMoonpay(
  core: FoyerCore,
  config: AppConfig,
  {
    target,
    popup,
    theme,
    signal,
  }: { target: FundingTarget; popup: Window; theme: 'light' | 'dark'; signal: AbortSignal },
): Promise<string> {
  const moonpay = config.local.fundingMethodConfig?.moonpay;
  const accentColor = config.appearance.accentColor;
  try {
    const { signedUrl, externalTransactionId } = await core.api.call(fundingRoutes.moonpaySign, {
      body: {
        address: target.address,
        config: {
          quoteCurrencyAmount: Number(target.amount),
          currencyCode: moonpayCurrencyCode(config, target),
          ...(moonpay?.paymentMethod ? { paymentMethod: moonpay.paymentMethod } : {}),
          uiConfig: { theme, ...moonpay?.uiConfig, ...(accentColor ? { accentColor } : {}) },
        },
        useSandbox: sandboxOf(config),
      },
      signal,
    });
    popup.location.href = signedUrl;
    return externalTransactionId;
  } catch (error) {
    popup.close();
    throw error;
  }
}

/**
 * Follows the payment on the card provider's status API every 3 s (spec §4, §9): each read goes to
 * `onUpdate`; resolves once `completed`. A 404 (the payment not yet created) is ignored; `failed`,
 * `serviceFailure` or 3 failed reads in a row reject with `card_funding_failed`.
 */
export async function watchMoonpay(
  core: FoyerCore,
  config: AppConfig,
  externalTransactionId: string,
  { signal, onUpdate }: { signal: AbortSignal; onUpdate(transaction: WireMoonpayTransaction): void },
): Promise<WireMoonpayTransaction> {
  const apiKey = sandboxOf(config) ? MOONPAY_API_KEYS.sandbox : MOONPAY_API_KEYS.live;
  const url = `${fundingServices(config).moonpayApiUrl}/v1/transactions/ext/${encodeURIComponent(externalTransactionId)}?apiKey=${apiKey}`;
  const interval = core.fast ? 200 : MOONPAY_POLL_MS;
  const giveUpAt = core.now() + MOONPAY_WATCH_MS;
  let failures = 0;
  while (core.now() < giveUpAt) {
    let answer: Awaited<ReturnType<typeof serviceJson>> | null = null;
    try {
      answer = await serviceJson(url, { signal });
    } catch (error) {
      if (signal.aborted) throw error;
      if (++failures >= MAX_FAILURES) throw failed('The card provider could not be reached 3 times in a row', error);
    }
    if (answer && answer.status !== 404) {
      const transaction = Array.isArray(answer.body)
        ? (answer.body[0] as WireMoonpayTransaction | undefined)
        : undefined;
      if (!answer.ok || !transaction) {
        if (++failures >= MAX_FAILURES)
          throw failed(`The card provider's status API answered ${answer.status} 3 times`);
      } else {
        failures = 0;
        onUpdate(transaction);
        if (transaction.status === 'completed') return transaction;
        if (transaction.status === 'failed' || transaction.status === 'serviceFailure') {
          throw failed(`The card payment ended ${transaction.status}`);
        }
      }
    }
    await sleep(interval, signal);
  }
  throw failed('The card payment did not complete within 15 minutes');
}
