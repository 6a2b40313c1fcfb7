import * as v from 'valibot';
import { defineDomain } from '../../kernel/domain.ts';
import { registerGuestRoutes } from './routes.ts';
import { type GuestRecord, guestKey, guestRecordSchema, guestSlice } from './slice.ts';

/** Guest accounts (reference §5.9 `guest/authenticate`): which credential is which guest user. */
export const guestDomain = defineDomain({
  ...guestSlice,
  state: {
    schema: v.array(guestRecordSchema),
    save: ({ guests }) => structuredClone([...guests.values()]),
    load: (records) => ({
      guests: new Map(
        records.map((record): [string, GuestRecord] => [guestKey(record.app_id, record.credential_sha256), record]),
      ),
      signups: new Map(),
    }),
  },
  register: registerGuestRoutes,
});
