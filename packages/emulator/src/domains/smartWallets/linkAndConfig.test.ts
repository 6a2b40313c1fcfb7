import { ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import { toLightSmartAccount } from 'permissionless/accounts';
import { concat, createPublicClient, http, keccak256, serializeErc6492Signature, toHex, toPrefixedMessage } from 'viem';
import type { SmartAccount } from 'viem/account-abstraction';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorEvmChains } from '../../chains/public.ts';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { createSession } from '../../testing.ts';
import { updateConfig } from './routes.ts';

const APP = 'foyer-smart-app-000000001';
const ORIGIN = 'http://localhost:5173';
const NETWORK = { chain_id: 'eip155:31337' };
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({
    apps: [{ id: APP, allowed_domains: [ORIGIN] }],
    smartWallets: [{ app_id: APP, enabled: true, smart_wallet_type: 'light_account', configured_networks: [NETWORK] }],
  });
});

const config = () => call(emulator, routes.smartWallets.config, { appId: APP, params: { app_id: APP } });

/** A fresh owner's Light Account (not deployed) and its SIWE message for the user's app, signed by it. */
async function signedBySmartAccount() {
  await config(); // The first smart-wallet use: the contracts go on the chain.
  const chain = emulatorEvmChains(emulator.url)[0];
  const client = createPublicClient({ chain, transport: http() });
  const owner = privateKeyToAccount(generatePrivateKey());
  const account = await toLightSmartAccount({ client, owner, version: '2.0.0' });
  const { data } = await call(emulator, routes.siwe.init, { body: { address: account.address }, appId: APP });
  const message = createSiweMessage({
    address: account.address,
    chainId: chain.id,
    domain: new URL(ORIGIN).host,
    uri: ORIGIN,
    nonce: data.nonce,
    version: '1',
    issuedAt: new Date(emulator.clock.now()),
  });
  return { account, message, signature: await personalSign(account, owner, message) };
}

/**
 * Light Account v2's ERC-1271 `personal_sign` workflow (its nested EIP-712, see ERC1271.sol): the
 * owner signs `LightAccountMessage(bytes message)` over the EIP-191 prefixed message in the account's
 * domain, the signature ends with that type's hash; wrapped in ERC-6492 while the account is not deployed.
 */
async function personalSign(account: SmartAccount, owner: PrivateKeyAccount, message: string) {
  const signature = await owner.signTypedData({
    domain: { name: 'LightAccount', version: '2', chainId: 31337, verifyingContract: account.address },
    types: { LightAccountMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'LightAccountMessage',
    message: { message: toPrefixedMessage(message) },
  });
  const wrapped = concat(['0x00', signature, keccak256(toHex('LightAccountMessage(bytes message)'))]);
  const { factory, factoryData } = await account.getFactoryArgs();
  return serializeErc6492Signature({ address: factory!, data: factoryData!, signature: wrapped });
}

describe('siwe/link_smart_wallet', () => {
  it('links the smart account whose signature verifies on the chain (ERC-6492: it is not deployed yet)', async () => {
    const session = await createSession(emulator, { app_id: APP, email: 'smart@example.com' });
    const { account, message, signature } = await signedBySmartAccount();
    expect(signature.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true);
    const res = await call(emulator, routes.siwe.linkSmartWallet, {
      body: { message, signature, smart_wallet_type: 'light_account' },
      appId: APP,
      token: session.token ?? '',
    });
    expect(res.status).toBe(200);
    expect(res.data.linked_accounts).toContainEqual(
      expect.objectContaining({ type: 'smart_wallet', address: account.address, smart_wallet_type: 'light_account' }),
    );
  });

  it('refuses a signature by another key (401 invalid_credentials)', async () => {
    const session = await createSession(emulator, { app_id: APP, email: 'smart@example.com' });
    const { message } = await signedBySmartAccount();
    const signature = await privateKeyToAccount(generatePrivateKey()).signMessage({ message });
    const res = await call(emulator, routes.siwe.linkSmartWallet, {
      body: { message, signature, smart_wallet_type: 'light_account' },
      appId: APP,
      token: session.token ?? '',
    });
    expect(res.status).toBe(401);
    expect(res.error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
  });
});

describe('the smart_wallets config routes', () => {
  it('are off for an app without a config', async () => {
    const res = await call(emulator, routes.smartWallets.config, { params: { app_id: 'foyer-demo-app-0000000001' } });
    expect(res.data).toEqual({ enabled: false });
  });

  it('take a POST with the app secret, and refuse one without it or for another type than light_account', async () => {
    const { app_secret } = await fetch(`${emulator.url}/__emulator/wallet-api/app-secret`, {
      headers: { 'privy-app-id': APP },
    }).then((reply) => reply.json() as Promise<{ app_secret: string }>);
    const body = {
      enabled: true as const,
      smart_wallet_type: 'light_account' as const,
      configured_networks: [{ ...NETWORK, paymaster_context: { policy_id: 'policy-1' } }],
    };
    const basic = { authorization: `Basic ${btoa(`${APP}:${app_secret}`)}` };
    const posted = await call(emulator, updateConfig, {
      body,
      appId: APP,
      params: { app_id: APP },
      headers: basic,
    });
    expect(posted.status).toBe(200);
    expect(posted.data).toMatchObject({
      enabled: true,
      configured_networks: [{ paymaster_url: `${emulator.url}/paymaster/evm/31337` }],
    });
    expect((await config()).data).toEqual(posted.data);

    const anonymous = await call(emulator, updateConfig, {
      body,
      appId: APP,
      params: { app_id: APP },
    });
    expect(anonymous.status).toBe(401);
    const kernel = await call(emulator, updateConfig, {
      body: { ...body, smart_wallet_type: 'kernel' },
      appId: APP,
      params: { app_id: APP },
      headers: basic,
    });
    expect(kernel.status).toBe(400);
    expect(kernel.error.error).toMatch(/light_account/);
  });

  it('the paymaster refuses a policy no app sponsors', async () => {
    const reply = await fetch(`${emulator.url}/paymaster/evm/31337`, {
      method: 'POST',
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'pm_getPaymasterStubData',
        params: [
          { sender: '0x0000000000000000000000000000000000000001' },
          '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
          '0x7a69',
          { policy_id: 'nobody' },
        ],
      }),
    }).then((response) => response.json());
    expect(reply).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32602, message: 'No app sponsors chain 31337 under policy "nobody"' },
    });
  });
});
