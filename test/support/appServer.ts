/**
 * An app's server as the kit's flow and e2e tests play it: the wallet API with plain `fetch` and
 * `node:crypto` (the emulator's test app server), with one authorization key of its own.
 */
import { appServerWithKey } from '../../packages/emulator/src/test/walletApi.ts';

export interface AppServerOptions {
  apiUrl: string;
  appId: string;
  appSecret: string;
}

export async function createAppServer({ apiUrl, appId, appSecret }: AppServerOptions) {
  const { request, key, quorumId } = await appServerWithKey({ url: apiUrl }, appSecret, appId);
  const call = async <T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) => {
    const reply = await request<T>(method, path, body === undefined ? {} : { body });
    return { status: reply.status, body: reply.json };
  };
  return {
    key,
    /** The id of the server's key quorum (its authorization key). */
    quorumId,
    call,
    /** The app's wallet-API wallet of `address` (a delegated user wallet shows up here). */
    async walletOf(address: string): Promise<{ id: string; address: string } | null> {
      const reply = await call<{ data?: { id: string; address: string }[] }>('GET', '/api/v1/wallets?limit=100');
      return reply.body.data?.find((wallet) => wallet.address.toLowerCase() === address.toLowerCase()) ?? null;
    },
    /** An `rpc` call on the wallet, signed by the server's key. */
    async rpc<T = Record<string, unknown>>(walletId: string, body: unknown) {
      const reply = await request<T>('POST', `/api/v1/wallets/${walletId}/rpc`, { body, signers: [key.privateKey] });
      return { status: reply.status, body: reply.json };
    },
  };
}
