import { routeDomains as routes } from '@foyer/headless/contract';
import * as v from 'valibot';
import { devRoutes } from '../../contract/devRoutes.ts';
import { defineDomain, defineSeed } from '../domain.ts';
import { authenticate } from '../sessions/authenticate.ts';
import { type ParsedSeedUser, seedUserSchema, userRecordSchema } from './schemas.ts';
import { seedUser } from './seed.ts';
import { type UserRecord, usersSlice } from './slice.ts';
import { toWireUser } from './users.ts';

/** Users and their linked accounts: seeding, `users/me`, accepting terms and `GET /__emulator/users`. */
export const usersDomain = defineDomain({
  ...usersSlice,
  state: {
    schema: v.array(userRecordSchema),
    save: (users) => structuredClone([...users.values()]),
    load: (records) => new Map(records.map((record): [string, UserRecord] => [record.user.id, record])),
  },
  seed: defineSeed({
    schema: seedUserSchema,
    apply: (core, entries: ParsedSeedUser[]) => entries.map((entry) => seedUser(core, entry)),
  }),
  register({ core, route, dev }) {
    route(routes.users.me, null, async ({ appId, c }) => {
      const { record } = await authenticate(core, appId, c.req.raw.headers);
      const user = toWireUser(record);
      const identity_token = await core.tokens.signIdentityToken({
        appId,
        userId: user.id,
        linkedAccounts: user.linked_accounts,
      });
      return { user, identity_token };
    });

    route(routes.users.acceptTerms, v.object({}), async ({ appId, c }) => {
      const { record } = await authenticate(core, appId, c.req.raw.headers);
      record.user.has_accepted_terms = true;
      return toWireUser(record);
    });

    dev(devRoutes.users, null, () => ({
      users: [...core.slice(usersSlice).values()].map(({ app_id, user }) => ({
        app_id,
        ...toWireUser({ app_id, user }),
      })),
    }));
  },
});
