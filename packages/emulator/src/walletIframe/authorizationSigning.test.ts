import { createPublicKey, verify } from 'node:crypto';
import { base64 } from '@scure/base';
import { generateSync } from 'otplib';
import { type Hex, parseSignature } from 'viem';
import { recoverAuthorizationAddress, verifyAuthorization } from 'viem/utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { walletDevice } from '../test/walletDevice.ts';
import { createSession } from '../testing.ts';
import { userSignerPublicKey } from './userSigner.ts';

/**
 * The wallet iframe's signatures for delegation: EIP-7702 authorizations (`eth_sign7702Authorization`)
 * and wallet-API requests signed as the user (`privy:user-signer:sign`), against a served emulator.
 */

const APP = 'foyer-authz-iframe-000001';
const contract = '0x000000000000000000000000000000000000c0de';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, mfa_methods: ['totp'], allowed_domains: [] }] });
});

let counter = 0;
async function userWithWallet() {
  const auth = await createSession(emulator, { email: `authz.iframe.${++counter}@example.com`, app_id: APP });
  const token = auth.token!;
  const device = walletDevice(emulator, APP);
  const address = (await device.send('privy:wallet:create', { accessToken: token })).data!.address as Hex;
  const ref = { accessToken: token, entropyId: address, entropyIdVerifier: 'ethereum-address-verifier' as const };
  return { token, userId: auth.user!.id, device, address, ref };
}

describe('eth_sign7702Authorization', () => {
  const rpc = async (user: Awaited<ReturnType<typeof userWithWallet>>, authorization: unknown) =>
    user.device.send('privy:wallets:rpc', {
      ...user.ref,
      chainType: 'ethereum',
      hdWalletIndex: 0,
      request: { method: 'eth_sign7702Authorization', params: [authorization] },
    });

  it.each([
    [1, 0],
    [31337, 7],
    [0, 3],
  ])('signs the authorization for chain %i at nonce %i: 65 bytes that viem verifies', async (chainId, nonce) => {
    const user = await userWithWallet();
    const reply = await rpc(user, { contract, chainId, nonce });
    expect(reply.error).toBeUndefined();
    const { data } = reply.data!.response as { method: string; data: Hex };
    expect(reply.data!.response).toMatchObject({ method: 'eth_sign7702Authorization' });
    expect(data).toMatch(/^0x[0-9a-f]{130}$/);
    const { r, s, v, yParity } = parseSignature(data);
    expect(v).toBe(27n + BigInt(yParity));
    const signed = { address: contract, chainId, nonce, r, s, yParity } as const;
    expect(await recoverAuthorizationAddress({ authorization: signed })).toBe(user.address);
    expect(await verifyAuthorization({ address: user.address, authorization: signed })).toBe(true);
    // Another nonce is another authorization: the signature does not carry over.
    expect(await verifyAuthorization({ address: user.address, authorization: { ...signed, nonce: nonce + 1 } })).toBe(
      false,
    );
  });

  it.each([
    [{ contract: 'nope', chainId: 1, nonce: 0 }, 'contract'],
    [{ contract, chainId: -1, nonce: 0 }, 'chainId'],
    [{ contract, chainId: 1, nonce: 1.5 }, 'nonce'],
    [{ contract, chainId: 1 }, 'nonce'],
  ])('refuses %j with invalid_request_arguments naming %s', async (authorization, field) => {
    const user = await userWithWallet();
    expect((await rpc(user, authorization)).error).toEqual({
      type: 'invalid_request_arguments',
      message: expect.stringContaining(field),
    });
  });
});

describe('privy:user-signer:sign', () => {
  const payload = new TextEncoder().encode('{"body":{},"method":"PATCH","url":"https://example.test/x","version":1}');
  const sign = (user: Awaited<ReturnType<typeof userWithWallet>>, extra: Record<string, unknown> = {}) =>
    user.device.send('privy:user-signer:sign', { ...user.ref, message: base64.encode(payload), ...extra });
  /** Whether `signature` (base64 DER) verifies with node:crypto against the user signer key of the wallet's entropy. */
  const verifiesAsUser = async (user: Awaited<ReturnType<typeof userWithWallet>>, signature: string) => {
    const { entropy } = await user.device.vault.load(user.token, user.ref);
    const key = createPublicKey({
      key: Buffer.from(userSignerPublicKey(entropy), 'base64'),
      format: 'der',
      type: 'spki',
    });
    return verify('sha256', payload, key, Buffer.from(signature, 'base64'));
  };

  it('signs the base64-decoded message with the user signer of the HD entropy: ECDSA P-256, DER', async () => {
    const user = await userWithWallet();
    const reply = await sign(user);
    const { signature } = reply.data as { signature: string };
    expect(await verifiesAsUser(user, signature)).toBe(true);
    // Another user's signer does not verify it.
    const other = await userWithWallet();
    expect(await verifiesAsUser(other, signature)).toBe(false);
  });

  it('never signs what would take the key or the wallet away: an export, a change of owner, or what is no wallet-API request', async () => {
    const user = await userWithWallet();
    const request = (url: string, body: unknown) =>
      base64.encode(new TextEncoder().encode(JSON.stringify({ version: 1, method: 'POST', url, body, headers: {} })));
    for (const message of [
      request('https://auth.example/api/v1/wallets/w1/export', { encryption_type: 'HPKE', recipient_public_key: 'k' }),
      request('https://auth.example/api/v1/wallets/w1', { owner_id: 'attacker-quorum' }),
      request('https://auth.example/api/v1/wallets/w1', { owner: { public_key: 'k' } }),
      base64.encode(new TextEncoder().encode('plain text')),
    ]) {
      expect((await sign(user, { message })).error).toMatchObject({ type: 'invalid_request_arguments' });
    }
  });

  it('refuses a message that is not base64, or empty, with invalid_request_arguments', async () => {
    const user = await userWithWallet();
    for (const message of ['not base64!', '']) {
      expect((await sign(user, { message })).error).toMatchObject({ type: 'invalid_request_arguments' });
    }
  });

  it('on a device without the share answers wallet_not_on_device', async () => {
    const user = await userWithWallet();
    const elsewhere = { ...user, device: walletDevice(emulator, APP) };
    expect((await sign(elsewhere)).error).toMatchObject({ type: 'wallet_not_on_device' });
  });

  it('with MFA enrolled, is gated like signing: asks for MFA, then signs with the code', async () => {
    const user = await userWithWallet();
    const init = await user.device.send('privy:mfa:init-enrollment', { accessToken: user.token, method: 'totp' });
    const code = generateSync({
      secret: init.data!.secret as string,
      epoch: Math.floor(emulator.forApp(APP).clock.now() / 1000),
    });
    await user.device.send('privy:mfa:submit-enrollment', { accessToken: user.token, method: 'totp', code });
    await user.device.send('privy:mfa:clear', { userId: user.userId });
    emulator.forApp(APP).clock.advance(30_000);

    expect((await sign(user)).error).toMatchObject({ type: 'missing_or_invalid_mfa' });
    const totp = { mfaMethod: 'totp', mfaCode: emulator.forApp(APP).mfa.totpCode(user.userId) };
    const { signature } = (await sign(user, totp)).data as { signature: string };
    expect(await verifiesAsUser(user, signature)).toBe(true);
  });
});
