import { createWalletClient, custom, verifyMessage, verifyTypedData } from 'viem';
import { mainnet, sepolia } from 'viem/chains';
import { describe, expect, it, vi } from 'vitest';
import { createLocalWalletSigner, embeddedWallet } from '../../../../test/support/localWalletSigner.ts';
import type { EmbeddedEthereumWallet } from '../wallets/types.ts';
import { createEip1193Provider } from './eip1193Provider.ts';
import { ProviderRpcError } from './errors.ts';
import type { EmbeddedWalletSource, EmbeddedWalletsSnapshot } from './walletSource.ts';

const typedData = {
  domain: { name: 'Foyer', chainId: 1 },
  types: {
    Note: [
      { name: 'text', type: 'string' },
      { name: 'n', type: 'uint256' },
    ],
  },
  primaryType: 'Note',
  message: { text: 'hi', n: 5n },
} as const;

/** A wallet source the test drives: set(wallets) is a login, set([]) a logout. */
function controllableSource(initial: EmbeddedEthereumWallet[]) {
  let snapshot: EmbeddedWalletsSnapshot<EmbeddedEthereumWallet> = { ready: true, wallets: initial };
  const listeners = new Set<() => void>();
  const source: EmbeddedWalletSource<EmbeddedEthereumWallet> = {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (wallets: EmbeddedEthereumWallet[]) => {
    snapshot = { ready: true, wallets };
    for (const l of listeners) l();
  };
  return { source, set };
}

describe('createEip1193Provider', () => {
  const signer = createLocalWalletSigner();
  const { wallet } = signer.ethereum;
  const address = wallet.address as `0x${string}`;
  const provider = createEip1193Provider({ wallet, signer, chains: [mainnet, sepolia], defaultChainId: sepolia.id });

  it('answers accounts and the chain id', async () => {
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xaa36a7');
  });

  it('switches only to configured chains, with chainChanged; 4902 otherwise', async () => {
    const p = createEip1193Provider({ wallet, signer, chains: [mainnet, sepolia] });
    const changed = vi.fn();
    p.on('chainChanged', changed);
    await p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xaa36a7' }] });
    expect(changed).toHaveBeenCalledWith('0xaa36a7');
    expect(await p.request({ method: 'eth_chainId' })).toBe('0xaa36a7');
    await expect(
      p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }),
    ).rejects.toMatchObject({
      code: 4902,
    });
    p.removeListener('chainChanged', changed);
    await p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('signs with personal_sign and eth_signTypedData_v4 through a viem client; signatures verify', async () => {
    const client = createWalletClient({ account: address, chain: sepolia, transport: custom(provider) });
    const signature = await client.signMessage({ message: 'hello' });
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true);
    const typed = await client.signTypedData(typedData);
    expect(await verifyTypedData({ address, ...typedData, signature: typed })).toBe(true);
  });

  it('signs transactions only on configured chains (4901 otherwise)', async () => {
    const tx = {
      from: address,
      to: address,
      value: '0x1',
      nonce: '0x0',
      gas: '0x5208',
      maxFeePerGas: '0x1',
      maxPriorityFeePerGas: '0x1',
    };
    await expect(provider.request({ method: 'eth_signTransaction', params: [tx] })).resolves.toMatch(/^0x02/);
    expect(signer.calls.at(-1)?.params).toEqual([expect.objectContaining({ chainId: '0xaa36a7' })]);
    await expect(
      provider.request({ method: 'eth_signTransaction', params: [{ ...tx, chainId: '0x89' }] }),
    ).rejects.toMatchObject({
      code: 4901,
    });
  });

  it('refuses other addresses (4100) and maps the kit rejection to 4001', async () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', other] })).rejects.toMatchObject({
      code: 4100,
    });
    signer.rejecting = true;
    const error = await provider.request({ method: 'personal_sign', params: ['hi', address] }).catch((e: unknown) => e);
    signer.rejecting = false;
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toMatchObject({ code: 4001, data: { code: 'user_rejected_request' } });
  });

  it('forwards read methods to the chain RPC URL over JSON-RPC, and answers 4200 without one; never a send', async () => {
    const requests: unknown[] = [];
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      requests.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      const { method } = JSON.parse(String(init?.body)) as { method: string };
      return Response.json(
        method === 'eth_blockNumber'
          ? { jsonrpc: '2.0', id: 1, result: '0x10' }
          : { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'header not found' } },
      );
    });
    const p = createEip1193Provider({
      wallet,
      signer,
      chains: [{ id: 31337, name: 'Local' }, sepolia],
      rpcUrls: { 11155111: 'http://rpc.test/sepolia' },
      fetch,
    });
    await expect(p.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4200 });
    await p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xaa36a7' }] });
    expect(await p.request({ method: 'eth_blockNumber' })).toBe('0x10');
    expect(requests).toEqual([
      { url: 'http://rpc.test/sepolia', body: { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] } },
    ]);
    await expect(p.request({ method: 'eth_getBlockByNumber', params: ['0x99', false] })).rejects.toMatchObject({
      code: -32000,
      message: 'header not found',
    });
    // A send is the wallet's (the signer's send, through the confirmation policy), never forwarded to the node.
    await expect(p.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toThrow('does not send');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('follows a wallet source: accountsChanged on login and logout, disconnect (4900) on logout, connect on login', async () => {
    const { source, set } = controllableSource([]);
    const p = createEip1193Provider({ wallets: source, signer, chains: [sepolia] });
    const events: unknown[] = [];
    p.on('connect', (info) => events.push(['connect', info]));
    p.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]));
    p.on('disconnect', (error: ProviderRpcError) => events.push(['disconnect', error.code]));
    expect(await p.request({ method: 'eth_accounts' })).toEqual([]);
    await expect(p.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4100 });

    const second = embeddedWallet('ethereum', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1);
    set([wallet, second]);
    expect(await p.request({ method: 'eth_accounts' })).toEqual([address, second.address]);
    set([]);
    expect(events).toEqual([
      ['connect', { chainId: '0xaa36a7' }],
      ['accountsChanged', [address, second.address]],
      ['accountsChanged', []],
      ['disconnect', 4900],
    ]);
    p.destroy();
    set([wallet]);
    expect(events).toHaveLength(4);
  });
});
