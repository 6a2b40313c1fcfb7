import { routeDomains as routes } from '@foyer/headless/contract';
import type { EmulatorCore } from '../core.ts';
import type { Handle } from '../http/handle.ts';
import { toWireUser } from '../users.ts';

export function registerUserRoutes(handle: Handle, core: EmulatorCore): void {
  handle(routes.users.me, async ({ auth, appId }) => {
    const { record } = await auth();
    const user = toWireUser(record);
    const identity_token = await core.tokens.signIdentityToken({
      appId,
      userId: user.id,
      linkedAccounts: user.linked_accounts,
    });
    return { user, identity_token };
  });

  handle(routes.users.acceptTerms, async ({ auth }) => {
    const { record } = await auth();
    record.user.has_accepted_terms = true;
    return toWireUser(record);
  });
}
