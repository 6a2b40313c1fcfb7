import { createEmulator, createSession, type Emulator } from '@foyer/emulator';
import { recoverMessageAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realWalletIframe } from '../../../../../test/support/realWalletIframe.ts';
import { createTestCore, fetchFromOrigin, uniqueEmail } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { persistSession } from '../../core/session/tokens.ts';
import { userAtom } from '../../core/store/atoms.ts';
import { createCreateWalletFlow } from '../embedded/createWallet.flow.ts';
import { getWalletService } from '../embedded/getWalletService.ts';
import { embeddedWallets } from '../embedded/selectors.ts';
import { createSignMessageFlow } from '../embedded/signing.flow.ts';
import { createExportWalletFlow } from '../export/exportWallet.flow.ts';
import type { EmbeddedWallet } from '../types.ts';
import { getRecoveryGate } from './recoveryGate.ts';
import { createSetPasswordFlow } from './setPassword.flow.ts';

/**
 * User-owned recovery end to end in Node: the kit's flows, the emulator's own wallet iframe code
 * (each `device` one browser) and a real emulator. The password is checked by the only thing that
 * can check it: the recovery share's AES-GCM tag under the scrypt-derived key, in the iframe.
 */

const APP = 'recovery-flow-test-app-0a';
const ORIGIN = 'http://localhost:5173';
const fromPage = fetchFromOrigin(ORIGIN);
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
  emulator.seed({ apps: [{ id: APP, email_auth: true }] });
});
afterAll(() => emulator.close());

/** A logged-in user of APP on a device of their own (`userId`: an existing user, on a new device). */
async function device(userId?: string) {
  const auth = await createSession(emulator, userId ?? ({ app_id: APP, email: uniqueEmail('recovery') } as never));
  const test = createTestCore(emulator, { appId: APP, testing: { fetch: fromPage } });
  persistSession(test.storage, auth);
  await test.core.start();
  const iframe = realWalletIframe(emulator, APP);
  await getWalletService(test.core, { createProxy: () => iframe.proxy });
  const gate = getRecoveryGate(test.core);
  const prompt = () => gate.flow.getSnapshot();
  const reaches = async (status: string) => {
    for (let i = 0; i < 500 && prompt().status !== status; i++) await new Promise((r) => setTimeout(r, 10));
    expect(prompt().status).toBe(status);
  };
  const sign = (message: string) => createSignMessageFlow(test.core).commands.signMessage({ message });
  const wallets = () => embeddedWallets(test.core.store.get(userAtom));
  return { ...test, iframe, gate, prompt, reaches, sign, wallets, userId: test.core.store.get(userAtom)!.id };
}

const PASSWORD = 'Correct-Horse-Battery-9';

async function setPassword(core: Awaited<ReturnType<typeof device>>['core'], password = PASSWORD) {
  const flow = createSetPasswordFlow(core);
  flow.commands.setPassword(password);
  flow.commands.next();
  flow.commands.next();
  flow.commands.setConfirmation(password);
  flow.commands.next();
  flow.commands.acknowledge(true);
  return flow.commands.submit();
}

describe('user-owned recovery against the emulator and its wallet iframe', () => {
  it('a password set on one device recovers the wallet on a new one: a wrong password is refused, the right one signs', async () => {
    const first = await device();
    const created = await createCreateWalletFlow(first.core).commands.createWallet({ chainType: 'ethereum' });
    const wallet = created.result as EmbeddedWallet;
    const set = await setPassword(first.core);
    expect(set).toMatchObject({ status: 'done', result: { address: wallet.address, recoveryMethod: 'user-passcode' } });
    // The password went to the iframe only, never to the provider.
    expect(JSON.stringify(emulator.exportState())).not.toContain(PASSWORD);

    const second = await device(first.userId);
    expect(second.wallets()[0]?.recoveryMethod).toBe('user-passcode');
    const signing = second.sign('from a new device');
    await second.reaches('required');
    expect(second.prompt().method).toBe('user-passcode');

    await second.gate.flow.commands.recoverWithPassword('Wrong-Password-1');
    expect(second.prompt()).toMatchObject({
      status: 'required',
      attemptError: { code: ErrorCode.INVALID_RECOVERY_PASSWORD },
    });
    await second.gate.flow.commands.recoverWithPassword(PASSWORD);
    const signed = await signing;
    expect(signed.status).toBe('done');
    const address = await recoverMessageAddress({ message: 'from a new device', signature: signed.result!.signature });
    expect(address).toBe(wallet.address);
    // The first device still signs (its share is still good).
    expect((await first.sign('still mine')).status).toBe('done');
  }, 60_000);

  it('leaving the prompt fails the waiting request with user_exited_wallet_recovery, and nothing is recovered', async () => {
    const first = await device();
    await createCreateWalletFlow(first.core).commands.createWallet({ chainType: 'ethereum' });
    await setPassword(first.core);
    const second = await device(first.userId);
    const signing = second.sign('never');
    await second.reaches('required');
    second.gate.flow.commands.cancel();
    expect(await signing).toMatchObject({ status: 'error', error: { code: ErrorCode.USER_EXITED_WALLET_RECOVERY } });
    expect(second.iframe.events.filter((e) => e.event === 'privy:wallets:recover')).toEqual([]);
  }, 60_000);

  it('export readies the page for the wallet: on the emulator origin, the token only in the fragment', async () => {
    const first = await device();
    const created = await createCreateWalletFlow(first.core).commands.createWallet({ chainType: 'ethereum' });
    const wallet = created.result as EmbeddedWallet;
    const exported = await createExportWalletFlow(first.core).commands.exportWallet();
    expect(exported.status).toBe('done');
    const url = new URL(exported.result!.url);
    expect(url.origin).toBe(new URL(emulator.url).origin);
    expect(url.searchParams.get('entropy_id')).toBe(wallet.address);
    expect(url.hash).toMatch(/^#token=/);
  }, 60_000);
});
