import { createEmulator, type Emulator } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestCore, DEMO_APP_ID, uniqueEmail } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { userAtom } from '../../core/store/atoms.ts';
import { createEmailLoginFlow } from '../email/emailLogin.flow.ts';
import { createAcceptTermsFlow } from './acceptTerms.flow.ts';

/**
 * The app's login policies as a custom UI meets them through the flows alone, against the emulator:
 * terms (accept, decline), the allowlist, the user limit and no-signup logins.
 */
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

/** The app with `config` over no policy at all (seeding merges into the app as it is). */
const app = (config: Record<string, unknown>) =>
  emulator.seed({
    apps: [
      {
        id: DEMO_APP_ID,
        require_users_accept_terms: false,
        allowlist_enabled: false,
        allowlist: [],
        max_users: null,
        ...config,
      },
    ],
  });

async function logIn(email: string, disableSignup = false) {
  const test = createTestCore(emulator);
  await test.core.start();
  const login = createEmailLoginFlow(test.core);
  await login.commands.sendCode({ email, disableSignup });
  const settled = await login.commands.loginWithCode({ code: emulator.outbox(email)[0]!.code });
  return { ...test, settled };
}

describe('login policies against the emulator', () => {
  it('terms: accepted once, remembered for the next login', async () => {
    app({ require_users_accept_terms: true });
    const email = uniqueEmail('terms');
    const first = await logIn(email);
    expect(first.settled.status === 'done' && first.settled.result.user.hasAcceptedTerms).toBe(false);
    expect((await createAcceptTermsFlow(first.core).commands.accept()).status).toBe('done');
    const again = await logIn(email);
    expect(again.settled.status === 'done' && again.settled.result.user.hasAcceptedTerms).toBe(true);
  });

  it('terms declined: logging out leaves them unaccepted and resets the accept flow', async () => {
    app({ require_users_accept_terms: true });
    const email = uniqueEmail('decline');
    const { core } = await logIn(email);
    const terms = createAcceptTermsFlow(core);
    terms.start();
    await core.session.logout();
    expect(core.store.get(userAtom)).toBeNull();
    expect(terms.getSnapshot().status).toBe('initial');
    expect((await terms.commands.accept()).error?.code).toBe(ErrorCode.MUST_BE_AUTHENTICATED);
    const again = await logIn(email);
    expect(again.settled.status === 'done' && again.settled.result.user.hasAcceptedTerms).toBe(false);
  });

  it('allowlist: an address off the list is refused; one on it logs in', async () => {
    app({ allowlist_enabled: true, allowlist: ['@invited.example'] });
    const outsider = await logIn(uniqueEmail('outsider'));
    expect(outsider.settled.error?.code).toBe(ErrorCode.ALLOWLIST_REJECTED);
    expect(outsider.core.store.get(userAtom)).toBeNull();
    const invited = await logIn(`ada.${Date.now()}@invited.example`);
    expect(invited.settled.status).toBe('done');
  });

  it('user limit: a new user is refused once the app is full; an existing one still logs in', async () => {
    app({ max_users: 1 });
    const first = uniqueEmail('first');
    expect((await logIn(first)).settled.status).toBe('done');
    const second = await logIn(uniqueEmail('second'));
    expect(second.settled.error?.code).toBe(ErrorCode.USER_LIMIT_REACHED);
    expect(second.core.store.get(userAtom)).toBeNull();
    expect((await logIn(first)).settled.status).toBe('done');
  });

  it('disableSignup: an unknown address is USER_DOES_NOT_EXIST; a known one logs in', async () => {
    const known = uniqueEmail('known');
    emulator.seed({ users: [{ email: known }] });
    expect((await logIn(uniqueEmail('stranger'), true)).settled.error?.code).toBe(ErrorCode.USER_DOES_NOT_EXIST);
    expect((await logIn(known, true)).settled.status).toBe('done');
  });
});
