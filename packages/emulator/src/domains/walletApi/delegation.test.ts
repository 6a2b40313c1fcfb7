import { routeDomains as routes } from '@foyer/headless/contract';
import { base64 } from '@scure/base';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { delegatedUser, userWithWallets } from '../../test/delegatedUser.ts';
import { call } from '../../test/support.ts';
import { appServer } from '../../test/walletApi.ts';
import { splitEntropy } from '../../walletIframe/shares.ts';
import { userSignerPublicKey } from '../../walletIframe/userSigner.ts';
import { sealShare } from '../wallets/seal.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const me = async (token: string) => (await call(emulator, routes.users.me, { token })).data.user;
const ownOrigin = () => ({ origin: emulator.url });

describe('the enclave key', () => {
  it('answers the wallet iframe its P-256 key, and no other origin', async () => {
    const { status, data } = await call(emulator, routes.walletApi.teeKey, { headers: ownOrigin() });
    expect(status).toBe(200);
    expect(base64.decode(data.public_key)).toHaveLength(65);
    const other = await call(emulator, routes.walletApi.teeKey, { headers: { origin: 'http://localhost:3000' } });
    expect(other.status).toBe(403);
  });
});

describe('consent (privy:delegated-actions:consent)', () => {
  it('gives the wallets stable ids, shown on the user as delegated, and the app lists them', async () => {
    const user = await userWithWallets(emulator);
    const reply = await user.consent();
    expect(reply.error).toBeUndefined();
    const wallets = reply.data?.wallets as { address: string; id: string }[];
    expect(reply.data?.success).toBe(true);
    expect(wallets.map((wallet) => wallet.address)).toEqual([user.address, user.publicKey]);
    const accounts = (await me(user.token)).linked_accounts.filter((account) => account.type === 'wallet');
    expect(accounts.map((account) => [account.delegated, account.id])).toEqual(wallets.map(({ id }) => [true, id]));

    const app = appServer(emulator, emulator.walletApi.appSecret());
    const listed = await app.request<{ data: { id: string; owner_id: string }[] }>(
      'GET',
      `/api/v1/wallets?user_id=${encodeURIComponent(user.userId)}`,
    );
    expect(listed.json.data.map((wallet) => wallet.id)).toEqual(wallets.map(({ id }) => id));
    expect(new Set(listed.json.data.map((wallet) => wallet.owner_id)).size).toBe(1);
    // Consent again: the same ids.
    expect((await user.consent()).data?.wallets).toEqual(wallets);
  });

  it('refuses an address that is not the user’s wallet at that index', async () => {
    const user = await userWithWallets(emulator);
    const reply = await user.consent([{ address: user.address, chainType: 'ethereum', walletIndex: 1 }]);
    expect(reply.error?.message).toBe('Address to delegate is not associated with current user.');
    const other = await userWithWallets(emulator);
    expect(
      (await user.consent([{ address: other.address, chainType: 'ethereum', walletIndex: 0 }])).error?.message,
    ).toBe('Address to delegate is not associated with current user.');
    expect((await me(user.token)).linked_accounts.some((account) => 'delegated' in account && account.delegated)).toBe(
      false,
    );
  });

  it('needs the user’s MFA when they have enrolled it, as signing does', async () => {
    const APP = 'walletapi-mfa-app-00000001';
    emulator.seed({ apps: [{ id: APP, mfa_methods: ['totp'], allowed_domains: [] }] });
    const user = await userWithWallets(emulator, APP);
    const init = await user.device.send('privy:mfa:init-enrollment', { accessToken: user.token, method: 'totp' });
    const epoch = Math.floor(emulator.forApp(APP).clock.now() / 1000);
    const code = generateSync({ secret: init.data?.secret as string, epoch });
    await user.device.send('privy:mfa:submit-enrollment', { accessToken: user.token, method: 'totp', code });
    emulator.forApp(APP).clock.advance(30_000);
    expect((await user.consent()).error?.type).toBe('missing_or_invalid_mfa');
    const totp = { mfaMethod: 'totp', mfaCode: emulator.forApp(APP).mfa.totpCode(user.userId) };
    expect((await user.consent(undefined, totp)).data?.success).toBe(true);
  });
});

describe('POST /api/v1/wallets/delegate', () => {
  /** The user's entropy ref and a share sealed to the enclave that is not theirs (another entropy's). */
  async function foreignShare() {
    const user = await userWithWallets(emulator);
    const { public_key } = (await call(emulator, routes.walletApi.teeKey, { headers: ownOrigin() })).data;
    const entropy = crypto.getRandomValues(new Uint8Array(16));
    const { device } = await splitEntropy(entropy);
    return { user, entropy, sealed: await sealShare(public_key, device) };
  }

  it('refuses a share that does not rebuild the user’s key with the auth share (400)', async () => {
    const { user, entropy, sealed } = await foreignShare();
    const { status, error } = await call(emulator, routes.walletApi.delegate, {
      token: user.token,
      headers: ownOrigin(),
      body: {
        entropy_id: user.address,
        entropy_id_verifier: 'ethereum-address-verifier',
        encrypted_tee_share: sealed,
        owner_public_key: userSignerPublicKey(entropy),
        delegated_addresses: [{ chain_type: 'ethereum', address: user.address, wallet_index: 0 }],
      },
    });
    expect(status).toBe(400);
    expect(error.error).toBe("The share does not rebuild the wallet's key with the auth share");
  });

  it('refuses an app page (another origin) and a share sealed to another key', async () => {
    const { user, entropy } = await foreignShare();
    const body = {
      entropy_id: user.address,
      entropy_id_verifier: 'ethereum-address-verifier' as const,
      encrypted_tee_share: await sealShare(base64.encode(new Uint8Array(65).fill(4)), new Uint8Array(17)).catch(() => ({
        ephemeral_public_key: 'AAAA',
        ciphertext: 'AAAA',
      })),
      owner_public_key: userSignerPublicKey(entropy),
      delegated_addresses: [{ chain_type: 'ethereum' as const, address: user.address, wallet_index: 0 }],
    };
    const page = await call(emulator, routes.walletApi.delegate, { token: user.token, body });
    expect(page.status).toBe(403);
    const sealedElsewhere = await call(emulator, routes.walletApi.delegate, {
      token: user.token,
      headers: ownOrigin(),
      body,
    });
    expect(sealedElsewhere.status).toBe(400);
  });

  it('keeps the share wrapped by the KMS, never in the clear in the state', async () => {
    const user = await delegatedUser(emulator);
    const shares = emulator.exportState().domains.walletApi.shares;
    expect(shares).toHaveLength(1);
    // A wrapped share: IV + ciphertext + tag (12 + 17 + 16 bytes), not a 17-byte share.
    expect(base64.decode(shares[0]?.wrapped_share as string)).toHaveLength(45);
    expect(shares[0]?.entropy_id).toBe(user.address);
  });
});

describe('revoke', () => {
  it('removes the enclave’s share and the signers; the accounts show delegated: false with their ids', async () => {
    const user = await delegatedUser(emulator);
    const { status } = await call(emulator, routes.walletApi.revoke, { token: user.token, body: {} });
    expect(status).toBe(200);
    const accounts = (await me(user.token)).linked_accounts.filter((account) => account.type === 'wallet');
    expect(accounts.map((account) => [account.delegated, account.id])).toEqual([
      [false, user.ethId],
      [false, user.solId],
    ]);
    expect(emulator.exportState().domains.walletApi.shares).toHaveLength(0);
    // A new consent restores them, with the same ids.
    expect((await user.consent()).data?.wallets).toEqual([
      { address: user.address, id: user.ethId },
      { address: user.publicKey, id: user.solId },
    ]);
  });
});
