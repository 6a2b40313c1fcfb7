import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { verifyMessage, verifyTypedData } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupWalletRuntime as setup } from '../../../../../test/support/walletOperations.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { LoginComplete } from '../../core/flow/types.ts';
import { userAtom } from '../../core/store/atoms.ts';
import type { TypedData, WalletUiRequest } from '../types.ts';
import { embeddedWallets } from './selectors.ts';
import { createSignMessageFlow } from './signing.flow.ts';
import { walletUiMountsAtom, walletUiRequestAtom } from './walletUi.ts';

const typedData: TypedData = {
  domain: { name: 'Foyer', version: '1', chainId: 1 },
  types: {
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: { to: '0x0000000000000000000000000000000000000001', contents: 'Hi', amount: 10n ** 20n },
};

afterEach(() => vi.restoreAllMocks());

describe('creating embedded wallets', () => {
  it('creates both wallets on login (all-users): Ethereum, then Solana from the same entropy', async () => {
    const { wallets, service, core } = setup();
    const created = await wallets.createRequiredWallets();
    expect(created.map((wallet) => [wallet.chainType, wallet.address])).toEqual([
      ['ethereum', service.evm(0).address],
      ['solana', service.solanaAddress],
    ]);
    expect(service.events()).toEqual(['wallet:create', 'wallets:connect', 'solana-wallet:create']);
    expect(service.calls[0]!.data).toEqual({ accessToken: expect.any(String) });
    expect(service.calls[2]!.data).toMatchObject({ ethereumAddress: service.evm(0).address });
    expect(created[1]).toMatchObject({
      entropyId: service.evm(0).address,
      entropyIdVerifier: 'ethereum-address-verifier',
    });
    // The user was refreshed: the wallets are on it.
    expect(core.store.get(userAtom)?.linkedAccounts.filter((account) => account.type === 'wallet')).toHaveLength(2);
    // Nothing left to create.
    await expect(wallets.createRequiredWallets()).resolves.toEqual([]);
  });

  it('passes the Ethereum address when only Solana exists, and follows users-without-wallets', async () => {
    const solanaFirst = setup({ ethereum: 'off', solana: 'users-without-wallets' });
    const [solana] = await solanaFirst.wallets.createRequiredWallets();
    expect(solana?.address).toBe(solanaFirst.service.solanaAddress);
    expect(solanaFirst.service.calls[0]!.data).toEqual({ accessToken: expect.any(String) });
    const eth = await solanaFirst.wallets.createWallet();
    expect(solanaFirst.service.events()).toEqual(['solana-wallet:create', 'wallets:connect', 'wallet:create']);
    expect(solanaFirst.service.calls[2]!.data).toMatchObject({ solanaAddress: solanaFirst.service.solanaAddress });
    expect(eth.chainType).toBe('ethereum');
  });

  it('applies the creation rules before any request, and adds an HD wallet at the highest index + 1', async () => {
    const { wallets, service } = setup();
    await wallets.createWallet({ chainType: 'ethereum' });
    await expect(wallets.createWallet()).rejects.toMatchObject({ code: ErrorCode.EMBEDDED_WALLET_ALREADY_EXISTS });
    await expect(wallets.createWallet({ walletIndex: -1 })).rejects.toMatchObject({
      code: ErrorCode.EMBEDDED_WALLET_CREATE_ERROR,
    });
    expect(service.events()).toEqual(['wallet:create']);
    const added = await wallets.createWallet({ createAdditional: true });
    expect(added).toMatchObject({ walletIndex: 1, hdWalletIndex: 1, address: service.evm(1).address });
    expect(service.calls.at(-1)).toMatchObject({
      event: 'privy:wallets:add',
      data: { chainType: 'ethereum', hdWalletIndex: 1, entropyId: service.evm(0).address },
    });
  });

  it('needs an authenticated user', async () => {
    const { wallets, service } = setup({ loggedIn: false });
    await expect(wallets.createWallet()).rejects.toMatchObject({ code: ErrorCode.MUST_BE_AUTHENTICATED });
    await expect(wallets.createRequiredWallets()).rejects.toMatchObject({ code: ErrorCode.MUST_BE_AUTHENTICATED });
    expect(service.calls).toEqual([]);
  });

  it('completeLogin: a creation failure logs the user out and fails with embedded_wallet_create_error', async () => {
    const { wallets, service, core, requests } = setup();
    service.state.failNext = { event: 'privy:wallet:create', type: 'error' };
    const result = { intent: 'login', user: core.store.get(userAtom)! } as LoginComplete;
    await expect(wallets.completeLogin(result)).rejects.toMatchObject({
      code: ErrorCode.EMBEDDED_WALLET_CREATE_ERROR,
      cause: expect.objectContaining({ walletErrorType: 'error' }),
    });
    expect(core.store.get(userAtom)).toBeNull();
    expect(requests).toContain('/api/v1/sessions/logout');
  });

  it('completeLogin: resolves with the user carrying the new wallets', async () => {
    const { wallets, core } = setup({ solana: 'off' });
    const result = { intent: 'login', user: core.store.get(userAtom)! } as LoginComplete;
    const completed = await wallets.completeLogin(result);
    expect(completed.user.wallet?.walletClientType).toBe('privy');
  });
});

describe('importing a wallet', () => {
  it('imports a key through the iframe (Ethereum by default), resolves the wallet and signs with it', async () => {
    const { wallets, service, core, requests } = setup({ ethereum: 'off', solana: 'off' });
    const log = vi.spyOn(console, 'log');
    const warn = vi.spyOn(console, 'warn');
    const privateKey = generatePrivateKey();
    const { address } = privateKeyToAccount(privateKey);
    const wallet = await wallets.importWallet({ privateKey: `  ${privateKey}\n` });
    expect(service.calls).toEqual([
      { event: 'privy:wallets:import', data: { accessToken: expect.any(String), privateKey, chainType: 'ethereum' } },
    ]);
    expect(requests).toContain('/api/v1/users/me');
    expect(wallet).toMatchObject({
      address,
      chainType: 'ethereum',
      imported: true,
      walletIndex: 0,
      hdWalletIndex: 0,
      entropyId: address,
      entropyIdVerifier: 'ethereum-address-verifier',
    });
    expect(embeddedWallets(core.store.get(userAtom))).toEqual([wallet]);
    // Signing with it names its own entropy, index 0.
    const signature = await wallets.signMessage('Imported', { address });
    expect(await verifyMessage({ address, message: 'Imported', signature })).toBe(true);
    expect(service.calls.at(-1)).toMatchObject({
      event: 'privy:wallets:rpc',
      data: { entropyId: address, entropyIdVerifier: 'ethereum-address-verifier', hdWalletIndex: 0 },
    });
    // The key went to the iframe only: not logged, not in the user or the session storage.
    expect(JSON.stringify([log.mock.calls, warn.mock.calls])).not.toContain(privateKey.slice(2));
    expect(JSON.stringify(core.store.get(userAtom))).not.toContain(privateKey.slice(2));
  });

  it('validates the input before any request, and needs an authenticated user', async () => {
    const { wallets, service } = setup();
    for (const input of [{ privateKey: '' }, { privateKey: '   ' }, { privateKey: 42 }, {}, undefined]) {
      await expect(wallets.importWallet(input as never)).rejects.toMatchObject({
        code: ErrorCode.INVALID_DATA,
        field: 'privateKey',
      });
    }
    await expect(
      wallets.importWallet({ privateKey: generatePrivateKey(), chainType: 'bitcoin' as never }),
    ).rejects.toMatchObject({ code: ErrorCode.INVALID_DATA, field: 'chainType' });
    expect(service.calls).toEqual([]);
    const loggedOut = setup({ loggedIn: false });
    await expect(loggedOut.wallets.importWallet({ privateKey: generatePrivateKey() })).rejects.toMatchObject({
      code: ErrorCode.MUST_BE_AUTHENTICATED,
    });
    expect(loggedOut.service.calls).toEqual([]);
  });

  it("rejects with the iframe's error (a bad key, a duplicate, TEE mode) and passes the chain", async () => {
    const { wallets, service } = setup();
    service.state.failNext = { event: 'privy:wallets:import', type: 'invalid_request_arguments' };
    const privateKey = 'not-a-solana-key';
    await expect(wallets.importWallet({ privateKey, chainType: 'solana' })).rejects.toMatchObject({
      code: ErrorCode.UNKNOWN_EMBEDDED_WALLET_ERROR,
      walletErrorType: 'invalid_request_arguments',
    });
    expect(service.calls.at(-1)?.data).toMatchObject({ chainType: 'solana' });
  });
});

describe('signing', () => {
  it('signs a message headless: the signature verifies against the wallet address', async () => {
    const { wallets, service } = setup();
    const [wallet] = await wallets.createRequiredWallets();
    // Even a message that looks like hex is signed as its text.
    for (const message of ['Hello from Foyer', '0xdeadbeef']) {
      const signature = await wallets.signMessage(message);
      await expect(verifyMessage({ address: wallet!.address as `0x${string}`, message, signature })).resolves.toBe(
        true,
      );
    }
    expect(service.calls.filter((call) => call.event === 'privy:wallets:rpc')[0]!.data).toMatchObject({
      chainType: 'ethereum',
      hdWalletIndex: 0,
      entropyId: wallet!.address,
      entropyIdVerifier: 'ethereum-address-verifier',
      request: { method: 'personal_sign' },
    });
  });

  it('signs typed data (bigints included) and a Solana message', async () => {
    const { wallets, service } = setup();
    const [eth, sol] = await wallets.createRequiredWallets();
    const signature = await wallets.signTypedData(typedData);
    await expect(
      verifyTypedData({ address: eth!.address as `0x${string}`, ...typedData, signature } as never),
    ).resolves.toBe(true);
    const message = new TextEncoder().encode('Solana says hi');
    const solSignature = await wallets.signSolanaMessage(message);
    expect(solSignature).toHaveLength(64);
    expect(ed25519.verify(solSignature, message, base58.decode(sol!.address))).toBe(true);
    expect(service.calls.at(-1)!.data).toMatchObject({ chainType: 'solana', hdWalletIndex: 0 });
  });

  it('on a new device: connect answers wallet_not_on_device, recovers automatically once, then signs', async () => {
    const { wallets, service, core } = setup({
      accounts: [],
    });
    await wallets.createRequiredWallets();
    // A second device: a fresh iframe without the device share.
    core.stop();
    service.state.onDevice = false;
    service.calls.length = 0;
    const signature = await wallets.signMessage('again');
    expect(service.events()).toEqual(['wallets:connect', 'wallets:recover', 'wallets:connect', 'wallets:rpc']);
    expect(service.calls[1]!.data).toEqual({
      accessToken: expect.any(String),
      entropyId: service.evm(0).address,
      entropyIdVerifier: 'ethereum-address-verifier',
    });
    await expect(verifyMessage({ address: service.evm(0).address, message: 'again', signature })).resolves.toBe(true);
    // Connected once per iframe: the next signature goes straight to rpc.
    await wallets.signMessage('third');
    expect(service.events().slice(4)).toEqual(['wallets:rpc']);
    expect(service.counts()).toEqual({ proxies: 2, destroyed: 1 });
  });

  it.each([
    ['an empty message', (r: ReturnType<typeof setup>['wallets']) => r.signMessage(''), ErrorCode.INVALID_MESSAGE],
    [
      'an unknown address',
      (r: ReturnType<typeof setup>['wallets']) => r.signMessage('x', { address: '0x1' }),
      ErrorCode.EMBEDDED_WALLET_NOT_FOUND,
    ],
    [
      'empty Solana bytes',
      (r: ReturnType<typeof setup>['wallets']) => r.signSolanaMessage(new Uint8Array()),
      ErrorCode.INVALID_MESSAGE,
    ],
    [
      'bad typed data',
      (r: ReturnType<typeof setup>['wallets']) => r.signTypedData({} as TypedData),
      ErrorCode.INVALID_MESSAGE,
    ],
  ])('refuses %s before any request', async (_, call, code) => {
    const { wallets, service } = setup();
    await wallets.createWallet();
    service.calls.length = 0;
    await expect(call(wallets)).rejects.toMatchObject({ code });
    expect(service.calls).toEqual([]);
  });

  it('needs an authenticated user to sign', async () => {
    const { wallets } = setup({ loggedIn: false });
    await expect(wallets.signMessage('hi')).rejects.toMatchObject({ code: ErrorCode.MUST_BE_AUTHENTICATED });
  });

  it('maps an iframe error on signing to its code', async () => {
    const { wallets, service } = setup();
    await wallets.createWallet();
    service.state.failNext = { event: 'privy:wallets:rpc', type: 'missing_or_invalid_mfa' };
    await expect(wallets.signMessage('x')).rejects.toMatchObject({ code: ErrorCode.MISSING_OR_INVALID_MFA });
  });

  it('setAutomaticRecovery moves the primary wallet to privy recovery', async () => {
    const { wallets, service } = setup();
    await wallets.createWallet();
    await wallets.setAutomaticRecovery();
    expect(service.calls.at(-1)).toMatchObject({
      event: 'privy:wallets:set-recovery',
      data: { recoveryMethod: 'privy', entropyId: service.evm(0).address },
    });
  });
});

describe('wallet UIs', () => {
  async function withUi(showWalletUIs = true) {
    const test = setup({ showWalletUIs });
    await test.wallets.createRequiredWallets();
    test.core.store.set(walletUiMountsAtom, 1);
    const shown = () => test.core.store.get(walletUiRequestAtom);
    const next = () =>
      vi.waitFor(() => {
        const request = shown();
        if (!request) throw new Error('no request yet');
        return request;
      });
    return { ...test, shown, next };
  }

  it('asks the mounted UI to confirm, signs on approve, and clears the request', async () => {
    const { wallets, next, shown, service } = await withUi();
    const pending = wallets.signMessage('Confirm me', { uiOptions: { title: 'Sign in' } });
    const request: WalletUiRequest = await next();
    expect(request).toMatchObject({
      kind: 'message',
      message: 'Confirm me',
      uiOptions: { title: 'Sign in' },
      wallet: { address: service.evm(0).address },
    });
    expect(service.events()).not.toContain('wallets:rpc');
    await request.approve();
    const signature = await pending;
    await expect(verifyMessage({ address: service.evm(0).address, message: 'Confirm me', signature })).resolves.toBe(
      true,
    );
    expect(shown()).toBeNull();
  });

  it('reject() fails the call with user_rejected_request; a failed approve keeps the request open', async () => {
    const { wallets, next, shown, service } = await withUi();
    const pending = wallets.signSolanaMessage(new Uint8Array([0xff, 0x00]));
    const request = await next();
    expect(request).toMatchObject({ kind: 'solana-message', message: '0xff00', encoding: 'hex' });
    service.state.failNext = { event: 'privy:wallets:rpc', type: 'error' };
    await expect(request.approve()).rejects.toMatchObject({ code: ErrorCode.UNKNOWN_EMBEDDED_WALLET_ERROR });
    expect(shown()).toBe(request);
    request.reject();
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.USER_REJECTED_REQUEST });
    expect(shown()).toBeNull();
    // Calls after settling do nothing.
    request.reject();
    await request.approve();
  });

  it('shows one request at a time, oldest first, and signs headless when the call says so', async () => {
    const { wallets, next, shown } = await withUi();
    const first = wallets.signMessage('one');
    const second = wallets.signTypedData(typedData);
    const request = await next();
    expect(request).toMatchObject({ kind: 'message', message: 'one' });
    await expect(wallets.signMessage('direct', { showWalletUIs: false })).resolves.toMatch(/^0x/);
    request.reject();
    await expect(first).rejects.toMatchObject({ code: ErrorCode.USER_REJECTED_REQUEST });
    const typed = shown() as WalletUiRequest<'typed-data'>;
    expect(typed.kind).toBe('typed-data');
    expect(JSON.parse(typed.typedData)).toMatchObject({
      primaryType: 'Mail',
      message: { amount: '100000000000000000000' },
    });
    await typed.approve();
    await expect(second).resolves.toMatch(/^0x/);
  });

  it('signs headless when the config turns wallet UIs off, or no UI is mounted', async () => {
    const off = await withUi(false);
    await expect(off.wallets.signMessage('x')).resolves.toMatch(/^0x/);
    expect(off.shown()).toBeNull();
    const unmounted = await withUi(true);
    unmounted.core.store.set(walletUiMountsAtom, 0);
    await expect(unmounted.wallets.signMessage('x')).resolves.toMatch(/^0x/);
  });

  it("one hook's signatures run on their own: each settles with its own result, the state follows the latest", async () => {
    const { core, next, shown, service } = await withUi();
    const flow = createSignMessageFlow(core);
    const first = flow.commands.signMessage({ message: 'first' });
    const second = flow.commands.signMessage({ message: 'second' });
    expect(flow.getSnapshot().status).toBe('signing');
    await (await next()).approve();
    await vi.waitFor(() => expect(shown()).toMatchObject({ message: 'second' }));
    await shown()?.approve();
    const address = service.evm(0).address;
    const [one, two] = await Promise.all([first, second]);
    for (const [settled, message] of [
      [one, 'first'],
      [two, 'second'],
    ] as const) {
      expect(settled.status).toBe('done');
      const signature = settled.result?.signature ?? '0x';
      await expect(verifyMessage({ address, message, signature })).resolves.toBe(true);
    }
    expect(flow.getSnapshot()).toBe(two);
  });

  it('a stopped operation (its hook unmounted) takes its request off the screen; nothing reaches the iframe', async () => {
    const { core, next, shown, service } = await withUi();
    const flow = createSignMessageFlow(core);
    const pending = flow.commands.signMessage({ message: 'never mind' });
    await next();
    flow.stop();
    await expect(pending).resolves.toMatchObject({ status: 'signing' });
    expect(shown()).toBeNull();
    expect(service.events()).not.toContain('wallets:rpc');
  });

  it('stop() aborts the open requests and releases the iframe', async () => {
    const { wallets, core, next, shown, service } = await withUi();
    const pending = wallets.signMessage('bye');
    await next();
    core.stop();
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.ABORTED });
    expect(shown()).toBeNull();
    expect(service.counts().destroyed).toBe(1);
  });
});
