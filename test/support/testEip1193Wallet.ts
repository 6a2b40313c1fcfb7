import { createWalletClient, type Hex, http, numberToHex } from 'viem';
import type { LocalAccount } from 'viem/accounts';

/** What the test wallet does with the next request of a method: answer, or fail with an EIP-1193 code. */
export type WalletBehaviour = { reject?: { code: number; message: string } };

/** A network the test wallet knows, as a viem chain gives it (the emulator's `emulatorEvmChains`). */
export interface TestWalletChain {
  id: number;
  rpcUrls: { default: { http: readonly string[] } };
}

/**
 * A browser wallet for tests: an EIP-1193 provider whose key is a real viem account, so the
 * emulator verifies real signatures. `announce(target)` makes it answer EIP-6963 discovery.
 *
 * With `chains` (the networks it knows), it also sends: `eth_sendTransaction` signs with the account
 * and broadcasts to the current chain's node (viem fills in nonce, gas and fees), switching to a
 * chain it does not know fails with 4902, and `wallet_addEthereumChain` teaches it one.
 */
export function testEip1193Wallet(
  account: LocalAccount,
  options: { chainId?: number; chains?: readonly TestWalletChain[] } = {},
) {
  let chainId = options.chainId ?? 1;
  const networks = options.chains
    ? new Map(options.chains.map((chain) => [chain.id, chain.rpcUrls.default.http[0]]))
    : null;
  const added: unknown[] = [];
  const failures = new Map<string, { code: number; message: string }>();
  const hanging = new Set<string>();
  const calls: string[] = [];
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      calls.push(method);
      if (hanging.delete(method)) return new Promise<never>(() => undefined);
      const failure = failures.get(method);
      if (failure) {
        failures.delete(method);
        throw Object.assign(new Error(failure.message), { code: failure.code });
      }
      const args = (params ?? []) as unknown[];
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account.address];
        case 'eth_chainId':
          return numberToHex(chainId);
        case 'personal_sign':
          return account.signMessage({ message: { raw: args[0] as `0x${string}` } });
        case 'wallet_switchEthereumChain': {
          const next = Number((args[0] as { chainId: string }).chainId);
          if (networks && !networks.has(next)) {
            throw Object.assign(new Error(`Unrecognized chain ID ${next}`), { code: 4902 });
          }
          chainId = next;
          return null;
        }
        case 'wallet_addEthereumChain': {
          if (!networks) break;
          const chain = args[0] as { chainId: string; rpcUrls: string[] };
          added.push(chain);
          networks.set(Number(chain.chainId), chain.rpcUrls[0]);
          return null;
        }
        case 'eth_sendTransaction': {
          const url = networks?.get(chainId);
          if (!url) break;
          const tx = args[0] as { from: string; to?: Hex; value?: Hex; data?: Hex; chainId?: Hex };
          if (tx.from.toLowerCase() !== account.address.toLowerCase()) {
            throw Object.assign(new Error(`Unknown account ${tx.from}`), { code: 4100 });
          }
          if (tx.chainId !== undefined && Number(tx.chainId) !== chainId) {
            throw Object.assign(new Error(`The wallet is on chain ${chainId}, not ${Number(tx.chainId)}`), {
              code: 4901,
            });
          }
          const client = createWalletClient({ account, transport: http(url) });
          return client.sendTransaction({
            chain: null,
            ...(tx.to ? { to: tx.to } : {}),
            ...(tx.data ? { data: tx.data } : {}),
            value: BigInt(tx.value ?? '0x0'),
          });
        }
        case 'wallet_revokePermissions':
          return null;
      }
      throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
    },
  };
  return {
    provider,
    calls,
    chainId: () => chainId,
    /** The chains `wallet_addEthereumChain` added, as the app sent them. */
    added,
    /** The next call of `method` fails with this EIP-1193 error. */
    failNext(method: string, code: number, message = 'The user rejected the request.') {
      failures.set(method, { code, message });
    },
    /** The next call of `method` never answers (a wallet whose prompt the user ignores). */
    hangNext(method: string) {
      hanging.add(method);
    },
    /** Answers `eip6963:requestProvider` on `target` (and announces once now), until `signal` aborts. */
    announce(
      target: EventTarget,
      info = { uuid: 'test-wallet', name: 'Test Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'io.metamask' },
      options: { signal?: AbortSignal } = {},
    ) {
      const send = () =>
        target.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        );
      target.addEventListener('eip6963:requestProvider', send, options);
      send();
    },
  };
}
