import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { verifyMessage, verifyTypedData } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { e2eSession } from './support/session.ts';
import { type Reply, serveWalletParent, type WalletParent, walletProtocol } from './support/walletParent.ts';

// The wallet iframe served by the emulator, embedded by a bare parent page on another origin that
// speaks the raw protocol (reference §6): no kit code on either side of postMessage but the iframe's.

const { emulator, newContext, emulatorUrl } = e2eSession();
let parent: WalletParent;
const APP = 'wallet-iframe-e2e';
const CLOSED_APP = 'wallet-iframe-e2e-closed';
/** An app with no allowed_domains: loopback parents only. */
const OPEN_APP = 'wallet-iframe-e2e-open';
/** A host name of the parent's server that is not loopback (the browser maps it to 127.0.0.1). */
const FOREIGN_HOST = 'parent.test';

beforeAll(async () => {
  parent = await serveWalletParent(emulatorUrl);
});
afterAll(() => parent.close());

/** Seeds the apps (reset keeps them) and a user of APP with a session. */
async function userOfApp() {
  await emulator.seed({
    apps: [
      { id: APP, allowed_domains: [parent.origin] },
      { id: CLOSED_APP, allowed_domains: ['https://app.example.com'] },
      { id: OPEN_APP, allowed_domains: [] },
    ],
  });
  const [user] = (await emulator.seed({ users: [{ email: uniqueEmail('wallet'), app_id: APP }] })).users;
  const { token } = await emulator.createSession(user!.id);
  return token!;
}

/** A fresh browser profile (its own storage) on the parent page, at `localhost` or at `host`. */
async function device(appId = APP, host?: string) {
  const profile = await newContext();
  const tab = await profile.newPage();
  await tab.page.goto(parent.url(appId, host));
  return { page: tab.page, errors: tab.errors, protocol: walletProtocol(tab.page) };
}

/** The address the parent's wallet frame ended on: Chromium's error page when frame-ancestors refused it. */
async function framedAt(page: Page): Promise<string> {
  const frame = page.frames().find((candidate) => candidate.parentFrame() === page.mainFrame());
  await frame!.waitForLoadState();
  return frame!.url();
}

const data = (reply: Reply | null) => {
  expect(reply?.error).toBeUndefined();
  return reply!.data!;
};

/** Everything the parent page could keep: its storage and cookies. */
const parentStorage = (page: Page) =>
  page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));

/** The device key in the wallet iframe's IndexedDB, as the iframe's own code sees it. */
async function deviceKeyOf(page: Page) {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(emulatorUrl));
  return frame!.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('foyer-wallet-device');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('keys').objectStore('keys').getAll();
          read.onsuccess = async () => {
            const [pair] = read.result as CryptoKeyPair[];
            const exported = await crypto.subtle.exportKey('pkcs8', pair!.privateKey).then(
              () => true,
              () => false,
            );
            resolve({
              extractable: pair!.privateKey.extractable,
              algorithm: pair!.privateKey.algorithm.name,
              exported,
            });
          };
        };
      }),
  );
}

/** The wallet iframe's own storage (its origin's localStorage), read through the browser. */
async function iframeStorage(page: Page): Promise<Record<string, string>> {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(emulatorUrl));
  return frame!.evaluate(() => ({ ...localStorage }));
}

describe('the wallet iframe in Chromium', () => {
  it('creates both wallets, signs with them, and recovers them on a second device', async () => {
    const token = await userOfApp();
    const first = await device();
    expect(await first.protocol.ready()).toMatchObject({ event: 'privy:iframe:ready', data: {} });

    const { address } = data(await first.protocol.send('privy:wallet:create', { accessToken: token })) as {
      address: `0x${string}`;
    };
    const { publicKey } = data(
      await first.protocol.send('privy:solana-wallet:create', { accessToken: token, ethereumAddress: address }),
    ) as { publicKey: string };
    const ethRef = { accessToken: token, entropyId: address, entropyIdVerifier: 'ethereum-address-verifier' };
    const solRef = { accessToken: token, entropyId: publicKey, entropyIdVerifier: 'solana-address-verifier' };
    const ethRpc = (method: string, params: unknown[]) => ({
      ...ethRef,
      chainType: 'ethereum',
      hdWalletIndex: 0,
      request: { method, params },
    });
    const signature = (reply: Reply | null) => (data(reply).response as { data: `0x${string}` }).data;

    const signed = await first.protocol.send('privy:wallets:rpc', ethRpc('personal_sign', ['Hello from e2e', address]));
    expect(data(signed)).toMatchObject({ address, chainType: 'ethereum' });
    expect(await verifyMessage({ address, message: 'Hello from e2e', signature: signature(signed) })).toBe(true);

    const typed = {
      domain: { name: 'Foyer', version: '1', chainId: 1 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const;
    const typedSigned = await first.protocol.send(
      'privy:wallets:rpc',
      ethRpc('eth_signTypedData_v4', [address, typed]),
    );
    expect(await verifyTypedData({ address, ...typed, signature: signature(typedSigned) })).toBe(true);

    const message = new TextEncoder().encode('Hello Solana');
    const solSigned = data(
      await first.protocol.send('privy:wallets:rpc', {
        ...solRef,
        chainType: 'solana',
        hdWalletIndex: 0,
        request: { method: 'signMessage', params: { message: base64.encode(message) } },
      }),
    );
    const { signature: solSignature } = (solSigned.response as { data: { signature: string } }).data;
    expect(ed25519.verify(base64.decode(solSignature), message, base58.decode(publicKey))).toBe(true);

    // The device share is in the iframe origin's storage; the parent holds nothing of the wallet,
    // and every message it received carries addresses and signatures only.
    const shares = Object.entries(await iframeStorage(first.page)).filter(([key]) =>
      key.startsWith('foyer:embedded-wallets:'),
    );
    expect(shares).toHaveLength(1);
    const deviceShare = (JSON.parse(shares[0]![1]) as { share: string }).share;
    expect(await parentStorage(first.page)).toEqual({ local: {}, session: {}, cookie: '' });
    const received = await first.protocol.received();
    expect(received.every(({ origin }) => origin === emulatorUrl)).toBe(true);
    expect(JSON.stringify(received)).not.toContain(deviceShare);
    for (const { data: reply } of received) {
      expect(Object.keys(reply as object).sort()).toEqual(['data', 'event', 'id']);
      const keys = Object.keys((reply as Reply).data!);
      expect(keys.every((key) => ['address', 'publicKey', 'chainType', 'response'].includes(key))).toBe(true);
    }

    // A second browser profile for the same user: no device share until it recovers automatically.
    const second = await device();
    await second.protocol.ready();
    expect((await second.protocol.send('privy:wallets:connect', ethRef))?.error?.type).toBe('wallet_not_on_device');
    expect(data(await second.protocol.send('privy:wallets:recover', ethRef))).toEqual({ entropyId: address });
    expect(data(await second.protocol.send('privy:wallets:connect', solRef))).toEqual({ entropyId: publicKey });
    const wallets = (await emulator.users())
      .flatMap((candidate) => candidate.linked_accounts)
      .filter((account) => account.type === 'wallet')
      .map((account) => ('address' in account ? account.address : ''));
    expect(wallets).toEqual([address, publicKey]);
    const again = await second.protocol.send('privy:wallets:rpc', ethRpc('personal_sign', ['Second device', address]));
    expect(await verifyMessage({ address, message: 'Second device', signature: signature(again) })).toBe(true);
    expect(await parentStorage(second.page)).toEqual({ local: {}, session: {}, cookie: '' });
    // Recovery split nothing again: both devices sign, in turn, three times, with no second recovery.
    for (const round of [1, 2, 3]) {
      for (const [name, profile] of [
        ['first', first],
        ['second', second],
      ] as const) {
        const text = `${name} device, round ${round}`;
        const reply = await profile.protocol.send('privy:wallets:rpc', ethRpc('personal_sign', [text, address]));
        expect(await verifyMessage({ address, message: text, signature: signature(reply) })).toBe(true);
      }
    }
    // The first device's share is the one it was given at creation; each device has a device key
    // its code cannot read out.
    const shareOf = async (page: Page) =>
      Object.entries(await iframeStorage(page)).find(([key]) => key.startsWith('foyer:embedded-wallets:'))?.[1];
    expect(await shareOf(first.page)).toBe(shares[0]![1]);
    expect(await shareOf(second.page)).toBeDefined();
    expect(await deviceKeyOf(first.page)).toEqual({ extractable: false, algorithm: 'ECDSA', exported: false });
  });

  it('imports an Ethereum and a Solana key, signs with them, and never posts a key back', async () => {
    const token = await userOfApp();
    const { page, protocol } = await device();
    await protocol.ready();
    const privateKey = generatePrivateKey();
    const { address } = privateKeyToAccount(privateKey);
    const imported = data(
      await protocol.send('privy:wallets:import', { accessToken: token, privateKey, chainType: 'ethereum' }),
    );
    expect(imported).toEqual({ address });
    const signed = await protocol.send('privy:wallets:rpc', {
      accessToken: token,
      entropyId: address,
      entropyIdVerifier: 'ethereum-address-verifier',
      chainType: 'ethereum',
      hdWalletIndex: 0,
      request: { method: 'personal_sign', params: ['Imported in Chromium', address] },
    });
    const signature = (data(signed).response as { data: `0x${string}` }).data;
    expect(await verifyMessage({ address, message: 'Imported in Chromium', signature })).toBe(true);

    const seed = ed25519.utils.randomPrivateKey();
    const publicKey = ed25519.getPublicKey(seed);
    const keypair = new Uint8Array([...seed, ...publicKey]);
    const solanaKey = base58.encode(keypair);
    const solana = data(
      await protocol.send('privy:wallets:import', { accessToken: token, privateKey: solanaKey, chainType: 'solana' }),
    );
    expect(solana).toEqual({ address: base58.encode(publicKey) });
    const message = new TextEncoder().encode('Imported Solana');
    const solSigned = data(
      await protocol.send('privy:wallets:rpc', {
        accessToken: token,
        entropyId: base58.encode(publicKey),
        entropyIdVerifier: 'solana-address-verifier',
        chainType: 'solana',
        hdWalletIndex: 0,
        request: { method: 'signMessage', params: { message: base64.encode(message) } },
      }),
    );
    const { signature: solSignature } = (solSigned.response as { data: { signature: string } }).data;
    expect(ed25519.verify(base64.decode(solSignature), message, publicKey)).toBe(true);

    const bad = await protocol.send('privy:wallets:import', {
      accessToken: token,
      privateKey: privateKey.slice(0, 40),
      chainType: 'ethereum',
    });
    expect(bad?.error?.type).toBe('invalid_request_arguments');

    // One device share per imported key in the iframe's storage; the parent holds nothing, and no
    // reply carries the keys.
    const shares = Object.keys(await iframeStorage(page)).filter((key) => key.startsWith('foyer:embedded-wallets:'));
    expect(shares).toHaveLength(2);
    expect(await parentStorage(page)).toEqual({ local: {}, session: {}, cookie: '' });
    const received = JSON.stringify(await protocol.received());
    expect(received).not.toContain(privateKey.slice(2));
    expect(received).not.toContain(solanaKey);
    const accounts = (await emulator.users()).flatMap((user) => user.linked_accounts);
    expect(accounts.filter((account) => account.type === 'wallet')).toEqual([
      expect.objectContaining({ address, imported: true, wallet_index: 0 }),
      expect.objectContaining({ address: base58.encode(publicKey), imported: true, wallet_index: 0 }),
    ]);
  });

  it('gives a parent whose origin the app does not allow no answer: the page is not even framed', async () => {
    await userOfApp();
    const outsider = await device(CLOSED_APP);
    expect(await outsider.protocol.ready(2_000)).toBeNull();
    expect(await outsider.protocol.received()).toEqual([]);
    expect(await framedAt(outsider.page)).toBe('chrome-error://chromewebdata/');
    expect(outsider.errors.join('\n')).toMatch(
      /violates the following Content Security Policy directive: "frame-ancestors/,
    );
  });

  it('answers a loopback parent for an app with no allowed_domains', async () => {
    await userOfApp();
    const [user] = (await emulator.seed({ users: [{ email: uniqueEmail('open'), app_id: OPEN_APP }] })).users;
    const { token } = await emulator.createSession(user!.id);
    const local = await device(OPEN_APP);
    expect(await framedAt(local.page)).toMatch(new RegExp(`^${emulatorUrl}/apps/${OPEN_APP}/embedded-wallets`));
    expect(await local.protocol.ready()).toMatchObject({ event: 'privy:iframe:ready', data: {} });
    const created = await local.protocol.send('privy:wallet:create', { accessToken: token });
    expect(data(created)).toMatchObject({ address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) });
  });

  it('gives a parent on another site no answer for an app with no allowed_domains: not framed, nothing signed', async () => {
    await userOfApp();
    const foreign = await device(OPEN_APP, FOREIGN_HOST);
    expect(new URL(foreign.page.url()).hostname).toBe(FOREIGN_HOST);
    expect(await foreign.protocol.ready(2_000)).toBeNull();
    expect(await foreign.protocol.received()).toEqual([]);
    expect(await framedAt(foreign.page)).toBe('chrome-error://chromewebdata/');
  });

  // docs/threat-model.md, row "XSS on the app": a script on the app's page is the parent page.
  it('a script on the app page (XSS) gets signatures while it runs, but no share and no device key', async () => {
    const token = await userOfApp();
    const { page, protocol } = await device();
    await protocol.ready();
    const { address } = data(await protocol.send('privy:wallet:create', { accessToken: token })) as {
      address: `0x${string}`;
    };
    // It can ask for a signature: the kit's confirmation runs in the page the script controls.
    const signed = await protocol.send('privy:wallets:rpc', {
      accessToken: token,
      entropyId: address,
      entropyIdVerifier: 'ethereum-address-verifier',
      chainType: 'ethereum',
      hdWalletIndex: 0,
      request: { method: 'personal_sign', params: ['XSS was here', address] },
    });
    const signature = (data(signed).response as { data: `0x${string}` }).data;
    expect(await verifyMessage({ address, message: 'XSS was here', signature })).toBe(true);
    // It cannot read the iframe origin's storage, where the device share and the device key are.
    const reach = await page.evaluate(() => {
      const frame = (document.getElementById('wallet') as HTMLIFrameElement).contentWindow!;
      const attempt = (read: () => unknown) => {
        try {
          read();
          return 'read';
        } catch (error) {
          return (error as Error).name;
        }
      };
      return {
        localStorage: attempt(() => frame.localStorage.length),
        indexedDB: attempt(() => frame.indexedDB.open('foyer-wallet-device')),
        document: attempt(() => frame.document.body),
      };
    });
    expect(reach).toEqual({ localStorage: 'SecurityError', indexedDB: 'SecurityError', document: 'SecurityError' });
    // Nor can it fetch a share with the token from the page: the share routes refuse the app's origin.
    const fetched = await page.evaluate(
      async ([url, accessToken, appId, entropyId]) => {
        const response = await fetch(`${url}/api/v1/embedded_wallets/shares/auth`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${accessToken}`,
            'privy-app-id': appId,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            entropy_id: entropyId,
            entropy_id_verifier: 'ethereum-address-verifier',
            device: { public_key: 'AAAA', challenge: 'c', signature: 'AAAA' },
          }),
        }).catch(() => null);
        return response?.status ?? 'blocked';
      },
      [emulatorUrl, token, APP, address] as const,
    );
    expect([403, 'blocked']).toContain(fetched);
  });

  // docs/threat-model.md, row "XSS on the app's page, against the wallet API".
  it('a script on the app page can delegate a wallet, but never gets its key exported through the wallet API', async () => {
    const token = await userOfApp();
    const { protocol } = await device();
    await protocol.ready();
    const { address } = data(await protocol.send('privy:wallet:create', { accessToken: token })) as {
      address: `0x${string}`;
    };
    const ref = { accessToken: token, entropyId: address, entropyIdVerifier: 'ethereum-address-verifier' };
    const consent = data(
      await protocol.send('privy:delegated-actions:consent', {
        ...ref,
        rootWallet: { address, chainType: 'ethereum', imported: false },
        delegatedWallets: [{ address, chainType: 'ethereum', walletIndex: 0 }],
      }),
    ) as { wallets: { id: string }[] };
    const walletId = consent.wallets[0]!.id;
    // The user signer signs no export, whatever the script asks.
    const exportRequest = {
      version: 1,
      method: 'POST',
      url: `${emulatorUrl}/api/v1/wallets/${walletId}/export`,
      body: { encryption_type: 'HPKE', recipient_public_key: 'attacker' },
      headers: { 'privy-app-id': APP, 'privy-request-expiry': String(Date.now() + 60_000) },
    };
    const signed = await protocol.send('privy:user-signer:sign', {
      ...ref,
      message: Buffer.from(JSON.stringify(exportRequest)).toString('base64'),
    });
    expect((signed as { error?: { type: string } }).error?.type).toBe('invalid_request_arguments');
  });

  // docs/threat-model.md, row "XSS on the app", column "with MFA enrolled".
  it('a script on the app page of a user with MFA gets no signature without their code', async () => {
    const token = await userOfApp();
    await emulator.seed({ apps: [{ id: APP, allowed_domains: [parent.origin], mfa_methods: ['totp'] }] });
    const { protocol } = await device();
    await protocol.ready();
    const { address } = data(await protocol.send('privy:wallet:create', { accessToken: token })) as {
      address: `0x${string}`;
    };
    const { secret } = data(
      await protocol.send('privy:mfa:init-enrollment', { accessToken: token, method: 'totp' }),
    ) as { secret: string };
    const { now } = await emulator.forApp(APP).clock.get();
    const code = generateSync({ secret, epoch: Math.floor(now / 1000) });
    data(await protocol.send('privy:mfa:submit-enrollment', { accessToken: token, method: 'totp', code }));
    const sign = (fields: Record<string, unknown>) =>
      protocol.send('privy:wallets:rpc', {
        accessToken: token,
        entropyId: address,
        entropyIdVerifier: 'ethereum-address-verifier',
        chainType: 'ethereum',
        hdWalletIndex: 0,
        request: { method: 'personal_sign', params: ['XSS was here', address] },
        ...fields,
      });
    expect((await sign({}))?.error?.type).toBe('missing_or_invalid_mfa');
    expect((await sign({ mfaMethod: 'totp', mfaCode: '000000' }))?.error?.type).toBe('missing_or_invalid_mfa');
  });
});
