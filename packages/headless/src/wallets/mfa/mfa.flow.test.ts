import { createEmulator, createSession, type Emulator } from '@foyer/emulator';
import { generateSync } from 'otplib';
import { recoverMessageAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realWalletIframe } from '../../../../../test/support/realWalletIframe.ts';
import { type SoftPasskeyAuthenticator, softPasskeyAuthenticator } from '../../../../../test/support/softPasskey.ts';
import { createTestCore, fetchFromOrigin, uniqueEmail } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { persistSession } from '../../core/session/tokens.ts';
import { userAtom } from '../../core/store/atoms.ts';
import { MFA_LIMITS } from '../../core/wallets/protocol.ts';
import { createUnlinkAccountFlow } from '../../flows/accounts/unlinkAccount.flow.ts';
import { createPasskeyLoginFlow } from '../../flows/passkey/passkeyLogin.flow.ts';
import { createCreateWalletFlow } from '../embedded/createWallet.flow.ts';
import { getWalletService } from '../embedded/getWalletService.ts';
import { createSignMessageFlow } from '../embedded/signing.flow.ts';
import type { EmbeddedWallet } from '../types.ts';
import { createMfaEnrollmentFlow } from './enrollment.flow.ts';
import { getMfaGate } from './mfaGate.ts';

/**
 * Wallet MFA end to end in Node: the kit's flows, the emulator's own wallet iframe code (one device)
 * and a real emulator, which checks real TOTP codes (otplib), SMS codes from its outbox and real
 * WebAuthn assertions. A wrong code really is refused by the provider, and a signature really waits.
 */

const APP = 'mfa-flow-test-app-0000001';
const ORIGIN = 'http://localhost:5173';
/** A browser's fetch: every request carries the page's Origin (passkeys check it). */
const fromPage = fetchFromOrigin(ORIGIN);
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
  emulator.seed({
    apps: [{ id: APP, email_auth: true, sms_auth: true, passkey_auth: true, mfa_methods: ['sms', 'totp', 'passkey'] }],
  });
});
afterAll(() => emulator.close());

/** A logged-in user of APP with an embedded Ethereum wallet, on one device (`session`: theirs, on a new device). */
async function userWithWallet(options: { authenticator?: SoftPasskeyAuthenticator; userId?: string } = {}) {
  const auth = await createSession(emulator, options.userId ?? ({ app_id: APP, email: uniqueEmail('mfa') } as never));
  const test = createTestCore(emulator, { appId: APP, testing: { fetch: fromPage } });
  persistSession(test.storage, auth);
  await test.core.start();
  const iframe = realWalletIframe(emulator, APP);
  await getWalletService(test.core, { createProxy: () => iframe.proxy });
  const gate = getMfaGate(test.core, { authenticator: options.authenticator, relyingParty: ORIGIN });
  const wallet = options.userId
    ? (test.core.store.get(userAtom)!.wallet as unknown as EmbeddedWallet)
    : ((await createCreateWalletFlow(test.core).commands.createWallet({ chainType: 'ethereum' }))
        .result as EmbeddedWallet);
  const userId = test.core.store.get(userAtom)!.id;
  const enrollment = createMfaEnrollmentFlow(test.core);
  const signer = createSignMessageFlow(test.core);
  const sign = (message = 'guarded') => signer.commands.signMessage({ message });
  const challenge = () => gate.flow.getSnapshot();
  const reaches = async (status: string) => {
    for (let i = 0; i < 200 && challenge().status !== status; i++) await new Promise((r) => setTimeout(r, 10));
    expect(challenge().status).toBe(status);
  };
  return { ...test, iframe, gate, wallet, userId, enrollment, sign, challenge, reaches };
}

async function enrollTotp(t: Awaited<ReturnType<typeof userWithWallet>>) {
  const init = await t.enrollment.commands.initEnrollmentWithTotp();
  expect(init.status).toBe('awaiting-code');
  expect(init.totp?.authUrl).toMatch(/^otpauth:\/\/totp\//);
  // The user's authenticator app computes the code from the secret it scanned.
  const mfaCode = generateSync({ secret: init.totp!.secret, epoch: Math.floor(emulator.clock.now() / 1000) });
  const done = await t.enrollment.commands.submitEnrollmentWithTotp({ mfaCode });
  expect(done.status).toBe('done');
  expect(t.core.store.get(userAtom)?.mfaMethods).toEqual(['totp']);
  // A code is good once: the next verification uses the next 30-second step's code.
  emulator.clock.advance(30_000);
}

describe('wallet MFA against the emulator', () => {
  it('enrolls TOTP; then a signature waits for the code, a wrong one is refused, the right one signs', async () => {
    const t = await userWithWallet();
    await enrollTotp(t);
    // The enrollment verified MFA on this device: clear it, as a new session would have none.
    await t.iframe.proxy.request('privy:mfa:clear', { userId: t.userId });
    const signing = t.sign('pay me');
    await t.reaches('required');
    expect(t.challenge()).toMatchObject({ methods: ['totp'], method: 'totp' });
    const wrong = await t.gate.flow.commands.submit('totp', '000000');
    expect(wrong.codeError?.code).toBe(ErrorCode.MISSING_OR_INVALID_MFA);
    await t.gate.flow.commands.submit('totp', emulator.mfa.totpCode(t.userId));
    const signed = await signing;
    expect(signed.status).toBe('done');
    const signature = signed.result!.signature;
    await expect(recoverMessageAddress({ message: 'pay me', signature })).resolves.toBe(t.wallet.address);
    // Within 15 minutes the device signs again without asking.
    expect((await t.sign('again')).status).toBe('done');
  });

  it('4 wrong codes fail the signature with max attempts, and nothing is signed', async () => {
    const t = await userWithWallet();
    await enrollTotp(t);
    await t.iframe.proxy.request('privy:mfa:clear', { userId: t.userId });
    const signing = t.sign('never');
    await t.reaches('required');
    for (let attempt = 0; attempt < MFA_LIMITS.maxAttempts; attempt++) {
      await t.gate.flow.commands.submit('totp', '000000');
    }
    const failed = await signing;
    expect(failed.status).toBe('error');
    expect(failed.error?.code).toBe(ErrorCode.MFA_VERIFICATION_MAX_ATTEMPTS_REACHED);
    expect(t.iframe.events.filter((e) => e.event === 'privy:wallets:rpc' && e.error === null)).toEqual([]);
  });

  it('a logout clears the iframe verification: privy:mfa:clear answers success', async () => {
    const t = await userWithWallet();
    await enrollTotp(t);
    await t.core.session.logout();
    await expect
      .poll(() => t.iframe.events.find((e) => e.event === 'privy:mfa:clear'))
      .toMatchObject({
        data: { userId: t.userId },
        error: null,
      });
  });

  it('SMS: enrolls with the outbox code, then verifies a signature with a texted code', async () => {
    const t = await userWithWallet();
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    expect((await t.enrollment.commands.initEnrollmentWithSms({ phoneNumber: phone })).status).toBe('awaiting-code');
    const enrolled = await t.enrollment.commands.submitEnrollmentWithSms({ mfaCode: await emulator.latestCode(phone) });
    expect(enrolled.status).toBe('done');
    expect(t.core.store.get(userAtom)?.mfaMethods).toEqual(['sms']);
    await t.iframe.proxy.request('privy:mfa:clear', { userId: t.userId });
    const signing = t.sign('by sms');
    await t.reaches('required');
    const before = emulator.outbox(phone).length;
    expect((await t.gate.flow.commands.init('sms')).codeSent).toBe(true);
    expect(emulator.outbox(phone).length).toBe(before + 1);
    await t.gate.flow.commands.submit('sms', await emulator.latestCode(phone));
    expect((await signing).status).toBe('done');
  });

  it('removing TOTP asks for the code first, then the user has no method and signs freely', async () => {
    const t = await userWithWallet();
    await enrollTotp(t);
    await t.iframe.proxy.request('privy:mfa:clear', { userId: t.userId });
    const removing = t.enrollment.commands.unenrollWithTotp();
    await t.reaches('required');
    await t.gate.flow.commands.submit('totp', emulator.mfa.totpCode(t.userId));
    expect((await removing).status).toBe('done');
    expect(t.core.store.get(userAtom)?.mfaMethods).toEqual([]);
    await t.iframe.proxy.request('privy:mfa:clear', { userId: t.userId });
    expect((await t.sign()).status).toBe('done');
  });

  it('passkey MFA: enrolls a linked passkey, then a signature verifies with it; a cancelled prompt can be retried', async () => {
    const device = softPasskeyAuthenticator({ origin: ORIGIN });
    const t = await userWithWallet({ authenticator: device });
    const linked = await createPasskeyLoginFlow(t.core, {
      authenticator: device,
      intent: 'link',
    }).commands.linkWithPasskey();
    expect(linked.status).toBe('done');
    const credentialId = device.credentials[0]!.id.toString('base64url');
    const enrolled = await t.enrollment.commands.submitEnrollmentWithPasskey({ credentialIds: [credentialId] });
    expect(enrolled.status).toBe('done');
    expect(t.core.store.get(userAtom)?.mfaMethods).toEqual(['passkey']);
    await t.iframe.proxy.request('privy:mfa:clear', { userId: t.userId });
    const signing = t.sign('with a passkey');
    await t.reaches('required');
    device.cancelNext();
    const cancelled = await t.gate.flow.commands.init('passkey');
    expect(cancelled).toMatchObject({ status: 'required', attempts: 0 });
    expect(cancelled.codeError?.code).toBe(ErrorCode.PASSKEY_NOT_ALLOWED);
    expect((await t.gate.flow.commands.init('passkey')).status).toBe('done');
    const signed = await signing;
    await expect(
      recoverMessageAddress({ message: 'with a passkey', signature: signed.result!.signature }),
    ).resolves.toBe(t.wallet.address);

    // Unlinking the passkey enrolled in MFA verifies with it first, then removes it from MFA too.
    await t.iframe.proxy.request('privy:mfa:clear', { userId: t.userId });
    const passkey = t.core.store.get(userAtom)!.linkedAccounts.find((account) => account.type === 'passkey')!;
    const unlinking = createUnlinkAccountFlow(t.core).commands.unlinkAccount(passkey);
    await t.reaches('required');
    expect((await t.gate.flow.commands.init('passkey')).status).toBe('done');
    expect((await unlinking).status).toBe('done');
    const after = t.core.store.get(userAtom)!;
    expect(after.linkedAccounts.some((account) => account.type === 'passkey')).toBe(false);
    expect(after.mfaMethods).toEqual([]);
  });

  it("a new device's recovery asks for MFA first, then the wallet signs there", async () => {
    const first = await userWithWallet();
    await enrollTotp(first);
    const second = await userWithWallet({ userId: first.userId });
    const signing = second.sign('from a new device');
    await second.reaches('required');
    // Nothing left the provider for the new device before the code.
    expect(second.iframe.events.filter((e) => e.event === 'privy:wallets:recover' && e.error === null)).toEqual([]);
    await second.gate.flow.commands.submit('totp', emulator.mfa.totpCode(first.userId));
    const signed = await signing;
    expect(signed.status).toBe('done');
    expect(second.iframe.events.map((e) => e.event)).toContain('privy:wallets:recover');
    await expect(
      recoverMessageAddress({ message: 'from a new device', signature: signed.result!.signature }),
    ).resolves.toBe(first.wallet.address);
  });
});
