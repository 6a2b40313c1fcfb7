import { SignClient } from '@walletconnect/sign-client';
import type { Hex, PrivateKeyAccount } from 'viem';

/** `@walletconnect/keyvaluestorage`'s interface, in memory: the wallet writes no files. */
function memoryStorage() {
  const items = new Map<string, unknown>();
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  };
}

/**
 * A phone wallet over WalletConnect: WalletConnect's own sign client in Node, on `relayUrl`, holding a
 * real viem key. It answers the session proposal of a scanned pairing URI (approved: `account` on the
 * chains the dapp asks for; or rejected, as a user who taps Reject), and `personal_sign` with a real
 * signature.
 */
export async function startWalletConnectWallet({
  relayUrl,
  projectId,
  account,
}: {
  relayUrl: string;
  projectId: string;
  account: PrivateKeyAccount;
}) {
  let answer: 'approve' | 'reject' = 'approve';
  const client = await SignClient.init({
    projectId,
    relayUrl,
    logger: 'silent',
    storage: memoryStorage(),
    metadata: { name: 'Test WalletConnect wallet', description: 'e2e', url: 'https://wallet.test', icons: [] },
  });
  /** Every request the dapp sent over the session. */
  const requests: string[] = [];

  client.on('session_proposal', ({ id, params }) => {
    // WalletConnect's USER_REJECTED (5000), as a wallet app sends it.
    if (answer === 'reject') return void client.reject({ id, reason: { code: 5000, message: 'User rejected.' } });
    const { chains = ['eip155:1'], methods = [], events = [] } = params.optionalNamespaces.eip155 ?? {};
    void client.approve({
      id,
      namespaces: {
        eip155: { chains, methods, events, accounts: chains.map((chain) => `${chain}:${account.address}`) },
      },
    });
  });
  client.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request;
    requests.push(method);
    if (method !== 'personal_sign') {
      await client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code: 4200, message: method } } });
      return;
    }
    const signature = await account.signMessage({ message: { raw: (args as [Hex])[0] } });
    await client.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } });
  });

  return {
    requests,
    /** How the next proposals are answered. */
    answerWith(next: 'approve' | 'reject') {
      answer = next;
    },
    /** Scans the code: pairs with the dapp's URI (`wc:…`). */
    pair: (uri: string) => client.pair({ uri }),
    close: () => client.core.relayer.transportClose(),
  };
}
