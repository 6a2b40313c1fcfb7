import { createEmulator, createSession, type Emulator } from '@foyer/emulator';
import { base58, base64 } from '@scure/base';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore } from '../../../../../test/support/testCore.ts';
import { createTestSolanaWallet } from '../../../../../test/support/testSolanaWallet.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import { persistSession } from '../../core/session/tokens.ts';
import { authenticatedAtom, recentLoginMethodAtom, userAtom } from '../../core/store/atoms.ts';
import { connectSolanaWallet } from '../../solana/externalWallets.ts';
import { createSiwsLoginFlow } from './siwsLogin.flow.ts';
import type { SiwsIntent } from './siwsLogin.machine.ts';

const APP = 'foyer-siws-flow-app-00001';
const INIT = '/api/v1/siws/init';
const AUTHENTICATE = '/api/v1/siws/authenticate';
const location = { domain: 'app.example.com', uri: 'https://app.example.com' };
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, solana_wallet_auth: true, email_auth: true, allowed_domains: [location.uri] }] });
});

async function setup<Intent extends SiwsIntent = 'login'>(intent?: Intent, core?: Awaited<ReturnType<typeof started>>) {
  const test = core ?? (await started());
  const flow = createSiwsLoginFlow(test.core, { location, ...(intent ? { intent } : {}) });
  const onComplete = vi.fn();
  const onError = vi.fn<(error: FoyerError) => void>();
  flow.callbacks = { onComplete, onError };
  return { ...test, flow, onComplete, onError };
}
async function started() {
  const test = createTestCore(emulator, { appId: APP });
  await test.core.start();
  return test;
}
/** A core started with the session of a seeded user who has an e-mail address only. */
async function loggedInByEmail(address: string) {
  const auth = await createSession(emulator, { app_id: APP, linked_accounts: [{ type: 'email', address }] });
  const test = createTestCore(emulator, { appId: APP });
  persistSession(test.storage, auth);
  await test.core.start();
  return test;
}

describe('SIWS login flow against the emulator (a real ed25519 wallet)', () => {
  it('signs a new visitor up: initial → generating-message → awaiting-signature → submitting-signature → done', async () => {
    const { core, flow, onComplete, requests } = await setup();
    const test = createTestSolanaWallet({ name: 'Phantom' });
    const seen: string[] = [flow.getSnapshot().status];
    const unsubscribe = flow.subscribe(() => seen.push(flow.getSnapshot().status));
    const generated = await flow.commands.generateMessage({ address: test.address, walletClientType: 'phantom' });
    expect(generated.status).toBe('awaiting-signature');
    expect(generated.message).toContain(
      `app.example.com wants you to sign in with your Solana account:\n${test.address}`,
    );
    expect(generated.message).toContain('Chain ID: mainnet');
    expect(generated.message).toContain(`Nonce: ${generated.nonce}`);
    expect(requests.find((r) => r.path === INIT)?.body).toEqual({ address: test.address });

    const connection = await connectSolanaWallet(test.wallet);
    const signature = await connection.signMessage(generated.message!);
    const settled = await flow.commands.loginWithSignature({ signature, message: generated.message! });
    unsubscribe();
    expect(seen).toEqual(['initial', 'generating-message', 'awaiting-signature', 'submitting-signature', 'done']);
    expect(settled).toMatchObject({ status: 'done', result: { intent: 'login', isNewUser: true } });
    expect(requests.find((r) => r.path === AUTHENTICATE)?.body).toEqual({
      message: generated.message,
      signature: base64.encode(base58.decode(signature)),
      walletClientType: 'phantom',
      connectorType: null,
      message_type: 'plain',
      mode: 'login-or-sign-up',
    });
    expect(core.store.get(authenticatedAtom)).toBe(true);
    expect(core.store.get(recentLoginMethodAtom)).toBe('siws');
    expect(onComplete.mock.calls[0]![0]).toMatchObject({
      loginMethod: 'siws',
      loginAccount: { type: 'wallet', chainType: 'solana', address: test.address, walletClientType: 'phantom' },
    });
  });

  it('fetches the nonce once: asking again for the same address keeps the message', async () => {
    const { flow, count } = await setup();
    const { address } = createTestSolanaWallet();
    const first = await flow.commands.generateMessage({ address });
    const second = await flow.commands.generateMessage({ address });
    expect(second.message).toBe(first.message);
    expect(count(INIT)).toBe(1);
  });

  it('logs in with a connected wallet in one call, and a returning user is not new', async () => {
    const test = createTestSolanaWallet({ name: 'Solflare' });
    const first = await setup();
    const connection = await connectSolanaWallet(test.wallet);
    await expect(first.flow.commands.loginWithWallet({ wallet: connection })).resolves.toMatchObject({
      status: 'done',
      result: { isNewUser: true },
    });
    const again = await setup();
    await expect(again.flow.commands.loginWithWallet({ wallet: connection })).resolves.toMatchObject({
      status: 'done',
      result: { isNewUser: false, loginAccount: { walletClientType: 'solflare', connectorType: 'wallet_standard' } },
    });
  });

  it('signs in a wallet that signs no messages (Ledger) with the memo transaction', async () => {
    const test = createTestSolanaWallet({ signMessage: false });
    const { flow, requests } = await setup();
    const connection = await connectSolanaWallet(test.wallet);
    expect(connection).toMatchObject({ canSignMessage: false, canSignTransaction: true });
    const plain = await flow.commands.loginWithWallet({ wallet: connection });
    expect(plain).toMatchObject({
      status: 'error',
      failedStep: 'sign',
      error: { code: ErrorCode.SOLANA_SIGN_MESSAGE_UNSUPPORTED },
    });
    const settled = await flow.commands.loginWithWallet({ wallet: connection, messageType: 'transaction' });
    expect(settled).toMatchObject({ status: 'done', result: { isNewUser: true } });
    const body = requests.find((r) => r.path === AUTHENTICATE)?.body as { message: string; message_type: string };
    expect(body.message_type).toBe('transaction');
    expect(new TextDecoder().decode(base64.decode(body.message))).toContain(settled.message!);
    expect(test.calls.signTransaction).toBe(1);
  });

  it('a refused signature is an error on the sign step; Retry signs the same message', async () => {
    const test = createTestSolanaWallet();
    const { flow, onError, count } = await setup();
    const connection = await connectSolanaWallet(test.wallet);
    test.rejectNext();
    const refused = await flow.commands.loginWithWallet({ wallet: connection });
    expect(refused).toMatchObject({
      status: 'error',
      failedStep: 'sign',
      error: { code: ErrorCode.USER_REJECTED_REQUEST },
    });
    expect(onError).toHaveBeenCalledOnce();
    await expect(flow.commands.loginWithWallet({ wallet: connection })).resolves.toMatchObject({ status: 'done' });
    expect(count(INIT)).toBe(1);
  });

  it('a signature by another key is refused by the server (invalid credentials)', async () => {
    const { flow } = await setup();
    const test = createTestSolanaWallet();
    const other = await connectSolanaWallet(createTestSolanaWallet().wallet);
    const { message } = await flow.commands.generateMessage({ address: test.address });
    const signature = await other.signMessage(message!);
    await expect(flow.commands.loginWithSignature({ signature, message: message! })).resolves.toMatchObject({
      status: 'error',
      failedStep: 'submit',
      error: { code: ErrorCode.INVALID_CREDENTIALS },
      message: null,
    });
  });

  it('links a Solana wallet to the signed-in user; one held by another user, or a second one, is refused', async () => {
    const holder = createTestSolanaWallet();
    const other = await setup();
    await other.flow.commands.loginWithWallet({ wallet: await connectSolanaWallet(holder.wallet) });

    const user = await loggedInByEmail('siws.link@example.com');
    const steal = await setup('link', user);
    const refused = await steal.flow.commands.loginWithWallet({ wallet: await connectSolanaWallet(holder.wallet) });
    expect(refused).toMatchObject({ status: 'error', error: { code: ErrorCode.LINKED_TO_ANOTHER_USER } });

    const added = createTestSolanaWallet({ name: 'Backpack' });
    const link = await setup('link', user);
    const linked = await link.flow.commands.loginWithWallet({ wallet: await connectSolanaWallet(added.wallet) });
    expect(linked).toMatchObject({
      status: 'done',
      result: {
        intent: 'link',
        linkMethod: 'siws',
        linkedAccount: { address: added.address, walletClientType: 'backpack' },
      },
    });
    expect(user.core.store.get(userAtom)?.linkedAccounts.map((a) => a.type)).toEqual(['email', 'wallet']);

    const second = await setup('link', user);
    await expect(
      second.flow.commands.generateMessage({ address: createTestSolanaWallet().address }),
    ).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.CANNOT_LINK_MORE_OF_TYPE },
    });
  });

  it('refuses a login while logged in, before any call', async () => {
    const test = createTestSolanaWallet();
    const first = await setup();
    await first.flow.commands.loginWithWallet({ wallet: await connectSolanaWallet(test.wallet) });
    const again = await setup('login', first);
    const before = again.count(INIT);
    await expect(again.flow.commands.generateMessage({ address: test.address })).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.ALREADY_AUTHENTICATED },
    });
    expect(again.count(INIT)).toBe(before);
  });

  it('Phantom without a Solana account is the multichain error', async () => {
    const phantom = createTestSolanaWallet({ name: 'Phantom', noAccounts: true });
    await expect(connectSolanaWallet(phantom.wallet)).rejects.toMatchObject({
      code: ErrorCode.PHANTOM_MULTICHAIN_DISABLED,
    });
    const other = createTestSolanaWallet({ name: 'Glow', noAccounts: true });
    await expect(connectSolanaWallet(other.wallet)).rejects.toMatchObject({
      code: ErrorCode.UNKNOWN_CONNECT_WALLET_ERROR,
    });
  });
});
