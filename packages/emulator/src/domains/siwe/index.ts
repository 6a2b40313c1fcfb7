import * as v from 'valibot';
import { deleteRecordsOf } from '../../kernel/app.ts';
import { defineDomain } from '../../kernel/domain.ts';
import { registerSiweRoutes } from './routes.ts';
import { type SiweNonceRecord, siweNonceSchema, siweSlice } from './slice.ts';

/** Sign-In With Ethereum (reference §5.8): nonces, and the init, authenticate and link routes. */
export const siweDomain = defineDomain({
  ...siweSlice,
  forgetApp: (core, appId) => deleteRecordsOf(core.slice(siweSlice), appId),
  state: {
    schema: v.array(siweNonceSchema),
    save: (nonces) => structuredClone([...nonces.values()]),
    load: (records) => new Map(records.map((record): [string, SiweNonceRecord] => [record.nonce, record])),
  },
  register: registerSiweRoutes,
});
