import type { WireTelegramAuthResult, WireTelegramWebAppData } from '../api/wire.ts';
import type { TransferAccount } from './transferData.ts';

/**
 * What a linking flow knows of the account it was linking: the account, the method and the proofs a
 * transfer re-sends (spec §3 'Account transfer data').
 */
export interface TransferContext {
  account: TransferAccount;
  /** `'email'`, `'sms'`, `'siwe'`, `'google'`, … */
  linkMethod: string;
  externalWalletMetadata?: { chainId: string; walletClientType: string; connectorType: string } | undefined;
  telegramAuthResult?: WireTelegramAuthResult | undefined;
  telegramWebAppData?: WireTelegramWebAppData | undefined;
}

/**
 * For linking flows: a failed link call answered with `account_transfer_required` keeps what the
 * flow knew (`error.transferContext`); `accountTransferData(error)` turns it and the server's data
 * into the typed transfer data. Kept this small because every page with a login form carries it.
 */
export function withTransferContext(error: unknown, context: TransferContext): unknown {
  if (error instanceof Error && (error as { code?: unknown }).code === 'account_transfer_required') {
    Object.assign(error, { transferContext: context });
  }
  return error;
}
