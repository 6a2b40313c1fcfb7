import { routeDomains as routes } from '@foyer/headless/contract';
import * as v from 'valibot';
import type { Registry } from '../../kernel/registry.ts';
import { usersDevRoutes } from './devRoutes.ts';
import { usersSlice } from './slices.ts';
import { toWireUser } from './users.ts';

/** `users/me`, accepting terms, and `GET /__emulator/users`. */
export function registerUserRoutes({ core, route, dev }: Registry): void {
  route(routes.users.me, null, async (request) => {
    const user = toWireUser(await core.identity.authenticate(request));
    const identity_token = await core.tokens.signIdentityToken({
      appId: request.appId,
      userId: user.id,
      linkedAccounts: user.linked_accounts,
    });
    return { user, identity_token };
  });

  route(routes.users.acceptTerms, v.object({}), async (request) => {
    const record = await core.identity.authenticate(request);
    record.user.has_accepted_terms = true;
    return toWireUser(record);
  });

  dev(usersDevRoutes.users, null, () => ({
    users: [...core.slice(usersSlice).values()].map((record) => ({ app_id: record.app_id, ...toWireUser(record) })),
  }));
}
