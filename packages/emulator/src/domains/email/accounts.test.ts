import { ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { createSession, latestCode, loginWithEmail } from '../../testing.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

let counter = 0;
const uniqueEmail = (label = 'acct') => `${label}.${++counter}@example.com`;
const sendCode = async (email: string) => {
  await call(emulator, routes.email.init, { body: { email } });
  return latestCode(emulator, email);
};

/** A logged-in user whose only account is a custom-auth one (no e-mail). */
const userWithoutEmail = () =>
  createSession(emulator, { linked_accounts: [{ type: 'custom_auth', custom_user_id: `ext-${++counter}` }] });

describe('POST users/me/accept_terms', () => {
  it('marks the user as having accepted the terms', async () => {
    const auth = await loginWithEmail(emulator, uniqueEmail());
    const res = await call(emulator, routes.users.acceptTerms, { token: auth.token! });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: auth.user!.id, has_accepted_terms: true });
    expect((await call(emulator, routes.users.me, { token: auth.token! })).data.user.has_accepted_terms).toBe(true);
  });

  it('needs a bearer', async () => {
    expect((await call(emulator, routes.users.acceptTerms, {})).error.code).toBe(ErrorCode.MISSING_OR_INVALID_TOKEN);
  });
});

describe('POST passwordless/link', () => {
  it('links a verified address to a user without one', async () => {
    const auth = await userWithoutEmail();
    const email = uniqueEmail('linked');
    const res = await call(emulator, routes.email.link, {
      token: auth.token!,
      body: { email, code: await sendCode(email) },
    });
    expect(res.status).toBe(200);
    expect(res.data.linked_accounts).toContainEqual(expect.objectContaining({ type: 'email', address: email }));
  });

  it('needs a bearer (401 missing_or_invalid_token)', async () => {
    const email = uniqueEmail();
    const res = await call(emulator, routes.email.link, { body: { email, code: await sendCode(email) } });
    expect(res.status).toBe(401);
    expect(res.error.code).toBe(ErrorCode.MISSING_OR_INVALID_TOKEN);
  });

  it('refuses a second e-mail (400 cannot_link_more_of_type)', async () => {
    const auth = await loginWithEmail(emulator, uniqueEmail());
    const email = uniqueEmail('second');
    const res = await call(emulator, routes.email.link, {
      token: auth.token!,
      body: { email, code: await sendCode(email) },
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({
      error: 'User already has an account of type email linked.',
      code: ErrorCode.CANNOT_LINK_MORE_OF_TYPE,
    });
  });

  it("answers another user's address with 400 account_transfer_required and a nonce", async () => {
    const taken = uniqueEmail('taken');
    emulator.seed({ users: [{ email: taken }] });
    const auth = await userWithoutEmail();
    const res = await call(emulator, routes.email.link, {
      token: auth.token!,
      body: { email: taken, code: await sendCode(taken) },
    });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      code: ErrorCode.ACCOUNT_TRANSFER_REQUIRED,
      data: {
        nonce: expect.any(String),
        subject: taken,
        otherUser: { embeddedWalletAddress: null },
        account: { displayName: taken },
      },
    });
  });

  it('checks the code (401 invalid_credentials)', async () => {
    const auth = await userWithoutEmail();
    const email = uniqueEmail();
    const code = await sendCode(email);
    const res = await call(emulator, routes.email.link, {
      token: auth.token!,
      body: { email, code: code === '000000' ? '000001' : '000000' },
    });
    expect(res.status).toBe(401);
    expect(res.error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
  });
});

describe('POST passwordless/update', () => {
  it('replaces the address with one verified by a code sent to it', async () => {
    const oldAddress = uniqueEmail('old');
    const auth = await loginWithEmail(emulator, oldAddress);
    const newAddress = uniqueEmail('new');
    const res = await call(emulator, routes.email.update, {
      token: auth.token!,
      body: { oldAddress, newAddress, code: await sendCode(newAddress) },
    });
    expect(res.status).toBe(200);
    expect(res.data.linked_accounts).toEqual([expect.objectContaining({ type: 'email', address: newAddress })]);
    // The new address now logs in to the same user; the old one would sign up someone new.
    const again = await loginWithEmail(emulator, newAddress);
    expect(again).toMatchObject({ is_new_user: false, user: { id: auth.user!.id } });
  });

  it('needs the old address to be linked (400 linked_account_not_found)', async () => {
    const auth = await loginWithEmail(emulator, uniqueEmail());
    const newAddress = uniqueEmail('new');
    const res = await call(emulator, routes.email.update, {
      token: auth.token!,
      body: { oldAddress: 'someone.else@example.com', newAddress, code: await sendCode(newAddress) },
    });
    expect(res.status).toBe(400);
    expect(res.error.code).toBe(ErrorCode.LINKED_ACCOUNT_NOT_FOUND);
  });

  it('needs the code sent to the new address, not the old one', async () => {
    const oldAddress = uniqueEmail('old');
    const auth = await loginWithEmail(emulator, oldAddress);
    const newAddress = uniqueEmail('new');
    const res = await call(emulator, routes.email.update, {
      token: auth.token!,
      body: { oldAddress, newAddress, code: await sendCode(oldAddress) },
    });
    expect(res.status).toBe(401);
    expect(res.error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
  });

  it("refuses another user's address (400 linked_to_another_user)", async () => {
    const taken = uniqueEmail('taken');
    emulator.seed({ users: [{ email: taken }] });
    const oldAddress = uniqueEmail('old');
    const auth = await loginWithEmail(emulator, oldAddress);
    const res = await call(emulator, routes.email.update, {
      token: auth.token!,
      body: { oldAddress, newAddress: taken, code: await sendCode(taken) },
    });
    expect(res.error.code).toBe(ErrorCode.LINKED_TO_ANOTHER_USER);
  });

  it('needs a bearer', async () => {
    const res = await call(emulator, routes.email.update, {
      body: { oldAddress: 'a@example.com', newAddress: 'b@example.com', code: '123456' },
    });
    expect(res.status).toBe(401);
  });
});

describe('POST passwordless/unlink', () => {
  it('refuses to unlink the sole account (400 cannot_unlink_sole_account)', async () => {
    const email = uniqueEmail();
    const auth = await loginWithEmail(emulator, email);
    const res = await call(emulator, routes.email.unlink, { token: auth.token!, body: { address: email } });
    expect(res.status).toBe(400);
    expect(res.error.code).toBe(ErrorCode.CANNOT_UNLINK_SOLE_ACCOUNT);
  });

  it('refuses an address the user does not have (400 linked_account_not_found)', async () => {
    const auth = await loginWithEmail(emulator, uniqueEmail());
    const res = await call(emulator, routes.email.unlink, {
      token: auth.token!,
      body: { address: 'other@example.com' },
    });
    expect(res.status).toBe(400);
    expect(res.error.code).toBe(ErrorCode.LINKED_ACCOUNT_NOT_FOUND);
  });

  it('removes the e-mail when the user has another account', async () => {
    const auth = await userWithoutEmail();
    const email = uniqueEmail('removable');
    await call(emulator, routes.email.link, { token: auth.token!, body: { email, code: await sendCode(email) } });
    const res = await call(emulator, routes.email.unlink, {
      token: auth.token!,
      body: { address: email.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(res.data.linked_accounts.map((a) => a.type)).toEqual(['custom_auth']);
  });

  it('needs a bearer', async () => {
    expect((await call(emulator, routes.email.unlink, { body: { address: 'a@example.com' } })).status).toBe(401);
  });
});
