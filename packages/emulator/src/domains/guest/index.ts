import * as v from 'valibot';
import { deleteRecordsOf } from '../../kernel/app.ts';
import { defineDomain } from '../../kernel/domain.ts';
import { registerGuestRoutes } from './routes.ts';
import { type GuestRecord, guestKey, guestRecordSchema, guestSlice, signupKey } from './slice.ts';

/** Guest accounts (reference §5.9 `guest/authenticate`): which credential is which guest user. */
export const guestDomain = defineDomain({
  ...guestSlice,
  forgetApp(core, appId) {
    const { guests, signups } = core.slice(guestSlice);
    deleteRecordsOf(guests, appId);
    for (const key of signups.keys()) if (key.startsWith(signupKey(appId, ''))) signups.delete(key);
  },
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
