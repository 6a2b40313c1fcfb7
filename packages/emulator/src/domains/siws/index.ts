import * as v from 'valibot';
import { deleteRecordsOf } from '../../kernel/app.ts';
import { defineDomain } from '../../kernel/domain.ts';
import { registerSiwsRoutes } from './routes.ts';
import { type SiwsNonceRecord, siwsNonceSchema, siwsSlice } from './slice.ts';

/** Sign-In With Solana (reference §5.8): nonces, and the ed25519 check of plain and memo-transaction signatures. */
export const siwsDomain = defineDomain({
  ...siwsSlice,
  forgetApp: (core, appId) => deleteRecordsOf(core.slice(siwsSlice), appId),
  state: {
    schema: v.array(siwsNonceSchema),
    save: (nonces) => structuredClone([...nonces.values()]),
    load: (records) => new Map(records.map((record): [string, SiwsNonceRecord] => [record.nonce, record])),
  },
  register: registerSiwsRoutes,
});
