import { createEmulator, createSession, type Emulator } from '@foyer/emulator';
import { emulatorEvmChains } from '@foyer/emulator/chains';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import { createPublicClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from '../../../../../test/support/appServer.ts';
import { realWalletIframe } from '../../../../../test/support/realWalletIframe.ts';
import { createTestCore, fetchFromOrigin, uniqueEmail } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { persistSession } from '../../core/session/tokens.ts';
import { createCreateWalletFlow } from '../embedded/createWallet.flow.ts';
import { getWalletService } from '../embedded/getWalletService.ts';
import type { EmbeddedWallet } from '../types.ts';
import { createDelegatedActionsFlow, createSessionSignersFlow } from './delegation.flow.ts';

/**
 * Delegated actions and session signers end to end in Node: the kit's flows, the emulator's own
 * wallet iframe code (one device), a real emulator, and an app server (plain `fetch` and
 * `node:crypto`) that sends on the user's behalf through the wallet API; balances from the chain.
 */

const APP = 'delegation-flow-app-00001';
const ORIGIN = 'http://localhost:5173';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
  emulator.seed({ apps: [{ id: APP, email_auth: true, allowed_domains: [ORIGIN] }] });
});
afterAll(() => emulator.close());

async function userWithWallet() {
  const auth = await createSession(emulator, { app_id: APP, email: uniqueEmail('delegation') } as never);
  const test = createTestCore(emulator, { appId: APP, testing: { fetch: fetchFromOrigin(ORIGIN), fast: true } });
  persistSession(test.storage, auth);
  await test.core.start();
  const iframe = realWalletIframe(emulator, APP);
  await getWalletService(test.core, { createProxy: () => iframe.proxy });
  const create = createCreateWalletFlow(test.core).commands.createWallet;
  const wallet = (await create({ chainType: 'ethereum' })).result as EmbeddedWallet<'ethereum'>;
  const server = await createAppServer({
    apiUrl: emulator.url,
    appId: APP,
    appSecret: await emulator.walletApi.appSecret(APP),
  });
  const delegation = createDelegatedActionsFlow(test.core);
  return { ...test, iframe, wallet, server, delegation };
}

const sendTo = (to: string) => ({
  method: 'eth_sendTransaction',
  caip2: 'eip155:31337',
  params: { transaction: { to, value: `0x${parseEther('0.01').toString(16)}` } },
});

const balanceOf = (address: `0x${string}`) =>
  createPublicClient({ transport: http(emulatorEvmChains(emulator.url)[0]?.rpcUrls.default.http[0]) }).getBalance({
    address,
  });

describe('delegated actions against the emulator', () => {
  it("the app's server sends for a user who delegated, and is refused once they revoked", async () => {
    const { wallet, server, delegation, core, iframe } = await userWithWallet();
    await emulator.chains.fund(wallet.address, { native: '1' });
    expect(await server.walletOf(wallet.address)).toBeNull();

    const delegated = await delegation.commands.delegateWallet({ address: wallet.address, chainType: 'ethereum' });
    expect(delegated.status).toBe('done');
    const id = delegated.result?.wallet?.id;
    expect(delegated.result?.wallet).toMatchObject({
      address: wallet.address,
      delegated: true,
      id: expect.any(String),
    });
    expect(iframe.events.map((e) => e.event)).toContain('privy:delegated-actions:consent');
    expect((await server.walletOf(wallet.address))?.id).toBe(id);

    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const sent = await server.rpc(id!, sendTo(recipient));
    expect(sent.status).toBe(200);
    await expect.poll(() => balanceOf(recipient)).toBe(parseEther('0.01'));

    const revoked = await delegation.commands.revokeWallets();
    expect(revoked.status).toBe('done');
    expect(revoked.result?.user.wallet).toBeDefined();
    const refused = await server.rpc(id!, sendTo(recipient));
    expect(refused.status).toBe(403);
    expect(await balanceOf(recipient)).toBe(parseEther('0.01'));
    await core.stop();
  });

  it("a delegated Solana wallet signs for the app's server (ed25519, verified)", async () => {
    const { core, server, delegation } = await userWithWallet();
    const solana = (await createCreateWalletFlow(core).commands.createWallet({ chainType: 'solana' }))
      .result as EmbeddedWallet<'solana'>;
    const delegated = await delegation.commands.delegateWallet({ address: solana.address, chainType: 'solana' });
    expect(delegated.result?.wallet).toMatchObject({ address: solana.address, chainType: 'solana', delegated: true });
    const message = new TextEncoder().encode('scheduled payment #1');
    const signed = await server.rpc<{ data: { signature: string } }>(delegated.result?.wallet?.id as string, {
      method: 'signMessage',
      params: { message: base64.encode(message), encoding: 'base64' },
    });
    expect(signed.status).toBe(200);
    expect(ed25519.verify(base64.decode(signed.body.data.signature), message, base58.decode(solana.address))).toBe(
      true,
    );
    await core.stop();
  });

  it('refuses an address that is not one of the user’s wallets, before any request', async () => {
    const { delegation, iframe, core } = await userWithWallet();
    const other = privateKeyToAccount(generatePrivateKey()).address;
    const refused = await delegation.commands.delegateWallet({ address: other, chainType: 'ethereum' });
    expect(refused.error?.code).toBe(ErrorCode.DELEGATION_WALLET_NOT_FOUND);
    expect(iframe.events.map((e) => e.event)).not.toContain('privy:delegated-actions:consent');
    await core.stop();
  });
});

describe('session signers against the emulator', () => {
  it("adds the app's key as the wallet's signer (delegating it first), signed as the user; removing takes it away", async () => {
    const { wallet, server, core, iframe } = await userWithWallet();
    const signers = createSessionSignersFlow(core);
    const signerId = server.quorumId;
    const added = await signers.commands.addSessionSigners({ address: wallet.address, signers: [{ signerId }] });
    expect(added.status).toBe('done');
    expect(iframe.events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['privy:delegated-actions:consent', 'privy:user-signer:sign']),
    );
    const id = added.result?.wallet?.id as string;
    const listed = await server.call<{ additional_signers: { signer_id: string }[] }>('GET', `/api/v1/wallets/${id}`);
    expect(listed.body.additional_signers).toEqual([{ signer_id: signerId }]);

    const removed = await signers.commands.removeSessionSigners({ address: wallet.address });
    expect(removed.status).toBe('done');
    const after = await server.call<{ additional_signers: unknown[] }>('GET', `/api/v1/wallets/${id}`);
    expect(after.body.additional_signers).toEqual([]);
    await core.stop();
  });

  it('an unknown signer id fails with session_signer_failed and changes nothing', async () => {
    const { wallet, core } = await userWithWallet();
    const signers = createSessionSignersFlow(core);
    const failed = await signers.commands.addSessionSigners({
      address: wallet.address,
      signers: [{ signerId: 'no-such-key-quorum' }],
    });
    expect(failed.error?.code).toBe(ErrorCode.SESSION_SIGNER_FAILED);
    await core.stop();
  });
});
