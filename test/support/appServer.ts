/**
 * An app's server as tests play it: the wallet API with plain `fetch` and `node:crypto`, the way an
 * app's backend calls the provider (reference §5.15, §6.6): HTTP Basic with the app secret, and for
 * anything that signs or changes a wallet, an authorization signature by the app's own P-256 key.
 */
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { authorizationPayload } from '../../packages/headless/src/core/wallets/authorization.ts';

export interface AppServerOptions {
  apiUrl: string;
  appId: string;
  appSecret: string;
}

export interface WalletApiReply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A P-256 authorization key: its private half signs, its public half (base64 SPKI DER) is registered. */
export function authorizationKey(): { privateKey: KeyObject; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privateKey, publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };
}

export function createAppServer({ apiUrl, appId, appSecret }: AppServerOptions) {
  const key = authorizationKey();
  const basic = `Basic ${Buffer.from(`${appId}:${appSecret}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: unknown,
    { signWith = null as KeyObject | null } = {},
  ): Promise<WalletApiReply<T>> {
    const url = `${apiUrl}${path}`;
    const headers: Record<string, string> = { authorization: basic, 'privy-app-id': appId };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (signWith && method !== 'GET') {
      const expiry = String(Date.now() + 60_000);
      headers['privy-request-expiry'] = expiry;
      const payload = authorizationPayload({
        version: 1,
        method,
        url,
        body: body ?? {},
        headers: { 'privy-app-id': appId, 'privy-request-expiry': expiry },
      });
      headers['privy-authorization-signature'] = sign('sha256', payload, signWith).toString('base64');
    }
    const response = await fetch(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  return {
    key,
    call,
    /** Registers the server's authorization key (a key quorum); resolves its id. */
    async registerKey(): Promise<string> {
      const reply = await call<{ id: string }>('POST', '/api/v1/key_quorums', { public_keys: [key.publicKey] });
      if (reply.status !== 200) throw new Error(`key_quorums: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body.id;
    },
    /** The app's wallet-API wallet of `address` (a delegated user wallet shows up here). */
    async walletOf(address: string): Promise<{ id: string; address: string } | null> {
      const reply = await call<{ data: { id: string; address: string }[] }>('GET', '/api/v1/wallets?limit=100');
      return reply.body.data?.find((wallet) => wallet.address.toLowerCase() === address.toLowerCase()) ?? null;
    },
    /** A signed `rpc` call on the wallet (the server's key signs it). */
    rpc: <T = Record<string, unknown>>(walletId: string, body: unknown) =>
      call<T>('POST', `/api/v1/wallets/${walletId}/rpc`, body, { signWith: key.privateKey }),
  };
}
