import * as v from 'valibot';
import { defineDomain } from '../domain.ts';
import { registerAccountRoutes } from './routes.ts';
import { accountsSlice, type TransferRecord, transferRecordSchema } from './slice.ts';

export { requireLinkable, requireRoomFor, transferAccount } from './transfers.ts';

/**
 * Linked accounts across login methods: unlinking (wallets, OAuth, Farcaster, Telegram, passkeys)
 * and account transfer (the nonces that ACCOUNT_TRANSFER_REQUIRED hands out, and the transfer routes).
 */
export const accountsDomain = defineDomain({
  ...accountsSlice,
  state: {
    schema: v.array(transferRecordSchema),
    save: (transfers) => structuredClone([...transfers.values()]),
    load: (records) => new Map(records.map((record): [string, TransferRecord] => [record.nonce, record])),
  },
  register: registerAccountRoutes,
});
