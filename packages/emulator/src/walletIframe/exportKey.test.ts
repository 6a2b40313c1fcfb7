import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { mnemonicToEntropy } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { DEFAULT_APP_ID } from '../domains/apps/index.ts';
import { walletDevice } from '../test/walletDevice.ts';
import { createSession } from '../testing.ts';
import { answerExports, EXPORT_CHANNEL, type ExportRequest, type ExportResponse } from './exportKey.ts';
import { addressOf, hdKeys } from './keySource.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

let counter = 0;
async function userWithWallets() {
  const auth = await createSession(emulator, { email: `export.${++counter}@example.com` });
  const token = auth.token!;
  const device = walletDevice(emulator, DEFAULT_APP_ID);
  const address = (await device.send('privy:wallet:create', { accessToken: token })).data!.address as string;
  const sol = await device.send('privy:solana-wallet:create', { accessToken: token, ethereumAddress: address });
  await device.send('privy:wallets:add', {
    accessToken: token,
    entropyId: address,
    entropyIdVerifier: 'ethereum-address-verifier',
    chainType: 'ethereum',
    hdWalletIndex: 1,
  });
  return { token, device, address, publicKey: sol.data!.publicKey as string };
}

/** The export page's side: one request on a real BroadcastChannel, and its answer. */
async function ask(request: Omit<ExportRequest, 'type' | 'id' | 'app_id'>, appId = DEFAULT_APP_ID) {
  const page = new BroadcastChannel(EXPORT_CHANNEL);
  const id = `export-${++counter}`;
  try {
    const answer = new Promise<ExportResponse>((resolve) => {
      page.onmessage = (event: MessageEvent<ExportResponse>) => {
        if (event.data.id === id) resolve(event.data);
      };
    });
    page.postMessage({ type: 'export:request', id, app_id: appId, ...request });
    return await Promise.race([answer, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 3_000))]);
  } finally {
    page.close();
  }
}

describe('the wallet iframe’s side of the export channel', () => {
  it('answers the wallet’s key, derived as for signing: Ethereum 0x key, Solana 64-byte secret, the mnemonic when asked', async () => {
    const user = await userWithWallets();
    const iframe = new BroadcastChannel(EXPORT_CHANNEL);
    const stop = answerExports(iframe, DEFAULT_APP_ID, user.device.vault);
    try {
      const ref = {
        token: user.token,
        entropy_id: user.address,
        entropy_id_verifier: 'ethereum-address-verifier',
      } as const;
      const eth = await ask({ ...ref, chain_type: 'ethereum', hd_wallet_index: '0', phrase_export: 'true' });
      if (eth === 'timeout' || !('key' in eth)) throw new Error(`No key: ${JSON.stringify(eth)}`);
      expect(privateKeyToAccount(eth.key.private_key as `0x${string}`).address).toBe(user.address);
      const entropy = mnemonicToEntropy(eth.key.mnemonic!, wordlist);
      expect(addressOf(hdKeys(entropy), 'ethereum', 0)).toBe(user.address);
      expect(addressOf(hdKeys(entropy), 'solana', 0)).toBe(user.publicKey);

      const second = await ask({ ...ref, chain_type: 'ethereum', hd_wallet_index: '1' });
      if (second === 'timeout' || !('key' in second)) throw new Error('No key');
      expect(second.key.mnemonic).toBeUndefined();
      expect(privateKeyToAccount(second.key.private_key as `0x${string}`).address).toBe(
        addressOf(hdKeys(entropy), 'ethereum', 1),
      );

      const sol = await ask({ ...ref, chain_type: 'solana', hd_wallet_index: '0' });
      if (sol === 'timeout' || !('key' in sol)) throw new Error('No key');
      const secret = base58.decode(sol.key.private_key);
      expect(secret).toHaveLength(64);
      expect(base58.encode(ed25519.getPublicKey(secret.subarray(0, 32)))).toBe(user.publicKey);
      expect(base58.encode(secret.subarray(32))).toBe(user.publicKey);

      // Another app's page gets no answer; a wrong token, a wallet not on this device: an error.
      expect(await ask({ ...ref, chain_type: 'ethereum', hd_wallet_index: '0' }, 'other-app')).toBe('timeout');
      expect(await ask({ ...ref, token: 'nope', chain_type: 'ethereum', hd_wallet_index: '0' })).toMatchObject({
        error: { type: 'error' },
      });
      expect(await ask({ ...ref, chain_type: 'ethereum', hd_wallet_index: '5' })).toMatchObject({
        error: { type: 'invalid_request_arguments', message: 'The user has no ethereum wallet at index 5' },
      });
    } finally {
      stop();
      iframe.close();
    }
  });

  it('exports an imported key too (never a seed phrase for it); a device without the wallet answers wallet_not_on_device', async () => {
    const auth = await createSession(emulator, { email: 'imported.export@example.com' });
    const device = walletDevice(emulator, DEFAULT_APP_ID);
    const key = `0x${'11'.repeat(32)}` as const;
    const imported = await device.send('privy:wallets:import', {
      accessToken: auth.token!,
      privateKey: key,
      chainType: 'ethereum',
    });
    const address = imported.data!.address as string;
    const iframe = new BroadcastChannel(EXPORT_CHANNEL);
    const stop = answerExports(iframe, DEFAULT_APP_ID, device.vault);
    try {
      const request = {
        token: auth.token!,
        entropy_id: address,
        entropy_id_verifier: 'ethereum-address-verifier',
        chain_type: 'ethereum',
        hd_wallet_index: '0',
        phrase_export: 'true',
      } as const;
      expect(await ask(request)).toMatchObject({ key: { private_key: key } });
      expect(await ask(request)).not.toHaveProperty('key.mnemonic');
    } finally {
      stop();
      iframe.close();
    }
    const fresh = new BroadcastChannel(EXPORT_CHANNEL);
    const stopFresh = answerExports(fresh, DEFAULT_APP_ID, walletDevice(emulator, DEFAULT_APP_ID).vault);
    try {
      const answer = await ask({
        token: auth.token!,
        entropy_id: address,
        entropy_id_verifier: 'ethereum-address-verifier',
        chain_type: 'ethereum',
        hd_wallet_index: '0',
      });
      expect(answer).toMatchObject({ error: { type: 'wallet_not_on_device' } });
    } finally {
      stopFresh();
      fresh.close();
    }
  });
});
