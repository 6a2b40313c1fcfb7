import type { WireUser } from '@foyer/headless/contract';
import { ed25519 } from '@noble/curves/ed25519';
import { bytesToHex, type Hex, hexToBytes, verifyMessage } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { decideFarcasterSigner } from '../domains/farcaster/signerDecisions.ts';
import { walletDevice } from '../test/walletDevice.ts';
import { createSession } from '../testing.ts';

/**
 * The Farcaster signer in the wallet iframe (`privy:farcaster:init-signer`, `privy:farcaster:sign`)
 * and the relay that approves it, against a served emulator: the key is derived in the iframe, the
 * relay's page approves or revokes it, and the iframe signs only for the approved fid.
 */

const APP = 'foyer-fc-signer-iframe-01';
const FID = 1001;

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, name: 'Signer app', farcaster_auth: true, allowed_domains: [] }] });
});

let counter = 0;
async function farcasterUser({ fid = FID }: { fid?: number | null } = {}) {
  const auth = await createSession(emulator, {
    email: `fc.signer.${++counter}@example.com`,
    app_id: APP,
    linked_accounts:
      fid === null
        ? []
        : [{ type: 'farcaster', fid, owner_address: '0x00000000000000000000000000000000000000f1', username: 'alice' }],
  });
  const token = auth.token!;
  const device = walletDevice(emulator, APP);
  const address = (await device.send('privy:wallet:create', { accessToken: token })).data!.address as Hex;
  const signer = {
    accessToken: token,
    entropyId: address,
    entropyIdVerifier: 'ethereum-address-verifier' as const,
    address,
    hdWalletIndex: null,
  };
  const init = () => device.send('privy:farcaster:init-signer', signer);
  const sign = (hash: string, fid = FID) => device.send('privy:farcaster:sign', { ...signer, payload: { hash }, fid });
  return { token, userId: auth.user!.id, device, address, signer, init, sign };
}

const castHash = () => bytesToHex(crypto.getRandomValues(new Uint8Array(20)));
/** The user's Farcaster account as the provider now has it (`GET /api/v1/users/me`). */
async function farcasterAccount(token: string) {
  const response = await fetch(`${emulator.url}/api/v1/users/me`, {
    headers: { 'privy-app-id': APP, authorization: `Bearer ${token}` },
  });
  const { user } = (await response.json()) as { user: WireUser };
  return user.linked_accounts.find((account) => account.type === 'farcaster');
}

describe('privy:farcaster:init-signer', () => {
  it('derives one key per wallet in the iframe and asks the relay to approve it for the user', async () => {
    const user = await farcasterUser();
    const first = await user.init();
    expect(first.error).toBeUndefined();
    const pending = first.data as { public_key: Hex; status: string; signer_approval_url: string };
    expect(pending).toMatchObject({
      status: 'pending_approval',
      public_key: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    expect(new URL(pending.signer_approval_url).pathname).toBe('/farcaster/signer');
    // The same wallet gives the same key (it comes from the wallet's key).
    const again = await user.init();
    expect((again.data as { public_key: string }).public_key).toBe(pending.public_key);
    const page = await (await fetch(pending.signer_approval_url)).text();
    expect(page).toContain('Signer app');
    expect(page).toContain(pending.public_key);
  });

  it('refuses a user without a Farcaster account, and a wallet that is not theirs', async () => {
    const user = await farcasterUser({ fid: null });
    expect((await user.init()).error).toMatchObject({ type: 'invalid_request_arguments' });
    const other = await farcasterUser();
    const reply = await other.device.send('privy:farcaster:init-signer', {
      ...other.signer,
      address: '0x0000000000000000000000000000000000000001',
    });
    expect(reply.error).toMatchObject({ type: 'invalid_request_arguments' });
  });
});

describe('privy:farcaster:sign', () => {
  it('signs a cast hash once the Farcaster app approved the signer: ed25519 verifies with the key the relay holds', async () => {
    const user = await farcasterUser();
    const { signer_approval_url: url } = (await user.init()).data as { signer_approval_url: string };
    const hash = castHash();
    expect((await user.sign(hash)).error).toMatchObject({ message: expect.stringContaining('pending approval') });

    await decideFarcasterSigner(url, 'approve');
    const approved = (await user.init()).data as { public_key: Hex; status: string; fid: number };
    expect(approved).toMatchObject({ status: 'approved', fid: FID });
    expect((await farcasterAccount(user.token))?.signer_public_key).toBe(approved.public_key);

    const reply = await user.sign(hash);
    expect(reply.error).toBeUndefined();
    const { signature } = reply.data as { hash: string; signature: Hex };
    expect(hexToBytes(signature)).toHaveLength(64);
    expect(ed25519.verify(hexToBytes(signature), hexToBytes(hash as Hex), hexToBytes(approved.public_key))).toBe(true);
    // A 32-byte digest signs too; anything else is no Farcaster message hash.
    const digest = bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
    expect((await user.sign(digest)).error).toBeUndefined();
    for (const bad of ['0x1234', 'not hex', bytesToHex(new Uint8Array(64))]) {
      expect((await user.sign(bad)).error).toMatchObject({ type: 'invalid_request_arguments' });
    }
  });

  it('signs for the approved fid only, and nothing once the signer is revoked', async () => {
    const user = await farcasterUser();
    const { signer_approval_url: url } = (await user.init()).data as { signer_approval_url: string };
    await decideFarcasterSigner(url, 'approve');
    expect((await user.sign(castHash(), 1002)).error).toMatchObject({ message: expect.stringContaining('fid 1001') });

    await decideFarcasterSigner(url, 'revoke');
    expect((await user.init()).data).toMatchObject({ status: 'revoked', fid: FID });
    expect((await user.sign(castHash())).error).toMatchObject({ message: expect.stringContaining('revoked') });
    expect((await farcasterAccount(user.token))?.signer_public_key).toBeUndefined();
  });

  it("the signer key is no wallet key: its signatures authorize nothing for the user's wallet", async () => {
    const user = await farcasterUser();
    const { signer_approval_url: url } = (await user.init()).data as { signer_approval_url: string };
    await decideFarcasterSigner(url, 'approve');
    const { public_key } = (await user.init()).data as { public_key: Hex };
    const hash = castHash();
    const { signature } = (await user.sign(hash)).data as { signature: Hex };
    expect(
      await verifyMessage({ address: user.address, message: { raw: hash as Hex }, signature }).catch(() => false),
    ).toBe(false);
    expect(public_key.toLowerCase()).not.toContain(user.address.slice(2).toLowerCase());
  });
});

describe('signer/init', () => {
  it('refuses an app with unified (TEE) wallets (spec §5)', async () => {
    const TEE = 'foyer-fc-signer-tee-app-1';
    emulator.seed({
      apps: [
        { id: TEE, farcaster_auth: true, embedded_wallet_config: { mode: 'user-controlled-server-wallets-only' } },
      ],
    });
    const auth = await createSession(emulator, {
      email: 'fc.tee@example.com',
      app_id: TEE,
      linked_accounts: [{ type: 'farcaster', fid: FID, owner_address: '0x00000000000000000000000000000000000000f1' }],
    });
    const response = await fetch(`${emulator.url}/api/v1/farcaster/signer/init`, {
      method: 'POST',
      headers: { 'privy-app-id': TEE, authorization: `Bearer ${auth.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ed25519_public_key: `0x${'11'.repeat(32)}` }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'not_supported' });
  });
});

describe("the relay's signer page", () => {
  it('rejects a pending signer (revoked until asked again), and refuses decisions its status does not allow', async () => {
    const user = await farcasterUser();
    const { signer_approval_url: url, public_key } = (await user.init()).data as {
      signer_approval_url: string;
      public_key: string;
    };
    await expect(decideFarcasterSigner(url, 'revoke')).rejects.toThrow('400');
    await decideFarcasterSigner(url, 'reject');
    const status = await fetch(`${emulator.url}/api/v1/farcaster/signer/status`, {
      method: 'POST',
      headers: { 'privy-app-id': APP, authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ed25519_public_key: public_key }),
    });
    expect(await status.json()).toMatchObject({ status: 'revoked', fid: FID });
    await expect(decideFarcasterSigner(url, 'approve')).rejects.toThrow('400');
    // A rejected request may be asked again: a new one, on a new page.
    const again = (await user.init()).data as { status: string; signer_approval_url: string };
    expect(again).toMatchObject({ status: 'pending_approval', public_key });
    expect(again.signer_approval_url).not.toBe(url);
    await expect(decideFarcasterSigner(url, 'approve')).rejects.toThrow('400');
    await decideFarcasterSigner(again.signer_approval_url, 'approve');
    expect((await user.init()).data).toMatchObject({ status: 'approved' });
  });
});
