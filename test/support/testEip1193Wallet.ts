import { numberToHex } from 'viem';
import type { LocalAccount } from 'viem/accounts';

/** What the test wallet does with the next request of a method: answer, or fail with an EIP-1193 code. */
export type WalletBehaviour = { reject?: { code: number; message: string } };

/**
 * A browser wallet for tests: an EIP-1193 provider whose key is a real viem account, so the
 * emulator verifies real signatures. `announce(target)` makes it answer EIP-6963 discovery.
 */
export function testEip1193Wallet(account: LocalAccount, options: { chainId?: number } = {}) {
  let chainId = options.chainId ?? 1;
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
        case 'wallet_switchEthereumChain':
          chainId = Number((args[0] as { chainId: string }).chainId);
          return null;
        case 'wallet_revokePermissions':
          return null;
        default:
          throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
      }
    },
  };
  return {
    provider,
    calls,
    chainId: () => chainId,
    /** The next call of `method` fails with this EIP-1193 error. */
    failNext(method: string, code: number, message = 'The user rejected the request.') {
      failures.set(method, { code, message });
    },
    /** The next call of `method` never answers (a wallet whose prompt the user ignores). */
    hangNext(method: string) {
      hanging.add(method);
    },
    /** Answers `eip6963:requestProvider` on `target` (and announces once now). */
    announce(
      target: EventTarget,
      info = { uuid: 'test-wallet', name: 'Test Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'io.metamask' },
    ) {
      const send = () =>
        target.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        );
      target.addEventListener('eip6963:requestProvider', send);
      send();
    },
  };
}
