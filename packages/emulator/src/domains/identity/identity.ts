import type { Identity } from '../../kernel/identity.ts';
import { authenticate, isSignedIn } from './authenticate.ts';
import { link, requireRoom, transfer, unlink } from './linking.ts';
import { logIn, openSessionFor } from './logIn.ts';
import { findAccountOwner, findUser, type IdentityCore, signUp, toWireUser } from './users.ts';

/**
 * The instance's identity service (`core.identity`), on its users, sessions and transfer slices.
 * `forget` runs when an account transfer deletes a user: every domain drops what it keeps of them.
 */
export function createIdentity(core: IdentityCore, forget: (userId: string) => void): Identity {
  return {
    user: (userId) => findUser(core, userId),
    owner: (appId, account) => findAccountOwner(core, appId, account),
    wire: toWireUser,
    signUp: (request, accounts, options) => signUp(core, request, accounts, options),
    authenticate: (request) => authenticate(core, request),
    isSignedIn: (request) => isSignedIn(core, request),
    openSession: (request, record, isNewUser) => openSessionFor(core, request, record, isNewUser),
    logIn: (request, account, options) => logIn(core, request, account, options),
    requireRoom,
    link: (record, account, options) => link(core, record, account, options),
    transfer: (record, nonce, names) => transfer(core, forget, record, nonce, names),
    unlink,
  };
}
