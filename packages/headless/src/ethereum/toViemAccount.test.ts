import {
  createWalletClient,
  custom,
  parseEther,
  parseTransaction,
  recoverAddress,
  recoverTransactionAddress,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { sepolia } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { createLocalWalletSigner } from '../../../../test/support/localWalletSigner.ts';
import { toViemAccount } from './toViemAccount.ts';

const typedData = {
  domain: {
    name: 'Foyer',
    version: '1',
    chainId: 11155111,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    contents: 'Hello, Bob!',
    amount: 10n ** 30n,
  },
} as const;

describe('toViemAccount', () => {
  const signer = createLocalWalletSigner();
  const { wallet } = signer.ethereum;
  const account = toViemAccount({ wallet, signer });

  it('is a local viem account of the wallet address', () => {
    expect(account).toMatchObject({ address: wallet.address, type: 'local', source: 'foyer' });
  });

  it('signs text and raw messages with personal_sign; the signatures verify', async () => {
    const text = await account.signMessage({ message: 'hello foyer' });
    expect(
      await verifyMessage({ address: wallet.address as `0x${string}`, message: 'hello foyer', signature: text }),
    ).toBe(true);
    expect(signer.calls.at(-1)).toMatchObject({ method: 'personal_sign', params: ['hello foyer', wallet.address] });

    const raw = await account.signMessage({ message: { raw: new Uint8Array([1, 2, 3]) } });
    expect(
      await verifyMessage({ address: wallet.address as `0x${string}`, message: { raw: '0x010203' }, signature: raw }),
    ).toBe(true);
    expect(signer.calls.at(-1)?.params).toEqual(['0x010203', wallet.address]);
  });

  it('sends text that looks like hex as the hex of its UTF-8 bytes, so it is still signed as that text', async () => {
    const signature = await account.signMessage({ message: '0xdeadbeef' });
    expect(await verifyMessage({ address: wallet.address as `0x${string}`, message: '0xdeadbeef', signature })).toBe(
      true,
    );
  });

  it('signs typed data with eth_signTypedData_v4: bigints serialised, EIP712Domain added; it verifies', async () => {
    const signature = await account.signTypedData(typedData);
    expect(await verifyTypedData({ address: wallet.address as `0x${string}`, ...typedData, signature })).toBe(true);
    const [address, json] = signer.calls.at(-1)!.params as [string, string];
    expect(address).toBe(wallet.address);
    const sent = JSON.parse(json);
    expect(sent.message.amount).toBe((10n ** 30n).toString());
    expect(sent.types.EIP712Domain).toEqual([
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ]);
  });

  it('signs a hash with secp256k1_sign (no prefix)', async () => {
    const hash = `0x${'ab'.repeat(32)}` as const;
    const signature = await account.sign!({ hash });
    expect(await recoverAddress({ hash, signature })).toBe(wallet.address);
  });

  it('signs a transaction with eth_signTransaction (quantities as hex); it recovers to the wallet', async () => {
    const serialized = await account.signTransaction({
      chainId: sepolia.id,
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: parseEther('0.01'),
      nonce: 3,
      gas: 21_000n,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
      type: 'eip1559',
    });
    expect(signer.calls.at(-1)?.params).toEqual([
      expect.objectContaining({ from: wallet.address, value: '0x2386f26fc10000', nonce: '0x3', chainId: '0xaa36a7' }),
    ]);
    expect(parseTransaction(serialized)).toMatchObject({ value: parseEther('0.01'), nonce: 3, chainId: sepolia.id });
    expect(await recoverTransactionAddress({ serializedTransaction: serialized as never })).toBe(wallet.address);
  });

  it('works as the account of a viem wallet client', async () => {
    const client = createWalletClient({ account, chain: sepolia, transport: custom({ request: async () => null }) });
    const signature = await client.signMessage({ message: 'via client' });
    expect(await verifyMessage({ address: account.address, message: 'via client', signature })).toBe(true);
  });

  it('fails as the EIP-1193 provider does: a rejection is a 4001 carrying the kit code', async () => {
    signer.rejecting = true;
    await expect(account.signMessage({ message: 'no' })).rejects.toMatchObject({
      name: 'ProviderRpcError',
      code: 4001,
      data: { code: 'user_rejected_request' },
    });
    signer.rejecting = false;
  });
});
