import { polygon, sepolia } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { EthereumRpcRequest } from '../../core/wallets/protocol.ts';
import { describeEthereumRpc } from './signingRequests.ts';

const address = '0x52908400098527886E0F7030069857D2E4169EE7';
const to = '0x000000000000000000000000000000000000dEaD';
const hash = `0x${'ab'.repeat(32)}` as const;
const signTransaction = (transaction: Record<string, unknown>): EthereumRpcRequest => ({
  method: 'eth_signTransaction',
  params: [transaction],
});

describe('describeEthereumRpc: what each signing call signs, by kind', () => {
  it('personal_sign: hex of UTF-8 bytes as its text, other bytes as hex (marked so), text as is', () => {
    const message = (text: string) =>
      describeEthereumRpc({ method: 'personal_sign', params: [text, address] }, undefined, []);
    expect(message('0x68656c6c6f')).toEqual({ kind: 'message', message: 'hello' });
    expect(message('0xff00')).toEqual({ kind: 'message', message: '0xff00', encoding: 'hex' });
    expect(message('Sign in')).toEqual({ kind: 'message', message: 'Sign in' });
    expect(message('0x')).toEqual({ kind: 'message', message: '' });
  });

  it('eth_signTypedData_v4: indented JSON, from a string or an object (bigints as decimals)', () => {
    const typed = { primaryType: 'A', types: { A: [] }, message: { n: 10n } };
    const fromObject = describeEthereumRpc({ method: 'eth_signTypedData_v4', params: [address, typed] }, undefined, []);
    expect(fromObject).toEqual({ kind: 'typed-data', typedData: expect.stringContaining('\n  "primaryType": "A"') });
    const fromString = describeEthereumRpc(
      { method: 'eth_signTypedData_v4', params: [address, '{"primaryType":"A"}'] },
      undefined,
      [],
    );
    expect(fromString).toEqual({ kind: 'typed-data', typedData: '{\n  "primaryType": "A"\n}' });
    expect(JSON.parse((fromObject as { typedData: string }).typedData).message.n).toBe('10');
  });

  it('secp256k1_sign: a raw hash; anything but 32 bytes is refused', () => {
    expect(describeEthereumRpc({ method: 'secp256k1_sign', params: [hash] }, undefined, [])).toEqual({
      kind: 'raw-hash',
      hash,
    });
    for (const bad of ['0x1234', `${hash}00`, 'hello']) {
      expect(() =>
        describeEthereumRpc({ method: 'secp256k1_sign', params: [bad as `0x${string}`] }, undefined, []),
      ).toThrow(expect.objectContaining({ code: ErrorCode.INVALID_DATA, field: 'hash' }));
    }
  });

  it("eth_signTransaction: to, value, data and the chain, named by the adapter's chain, else the app's", () => {
    const tx = { from: address, to, value: '0xde0b6b3a7640000', data: '0xa9059cbb', chainId: '0xaa36a7' };
    expect(describeEthereumRpc(signTransaction(tx), sepolia, [])).toEqual({
      kind: 'transaction',
      transaction: {
        chainId: sepolia.id,
        chainName: 'Sepolia',
        nativeCurrency: { symbol: 'ETH', decimals: 18 },
        to,
        value: 10n ** 18n,
        data: '0xa9059cbb',
      },
    });
    const onPolygon = describeEthereumRpc(signTransaction({ ...tx, chainId: 137 }), sepolia, [polygon]);
    expect(onPolygon).toMatchObject({
      transaction: { chainId: 137, chainName: 'Polygon', nativeCurrency: { symbol: 'POL', decimals: 18 } },
    });
  });

  it('eth_signTransaction: an unknown chain is named by nothing and counted in ETH; no value is 0, 0x no data', () => {
    expect(describeEthereumRpc(signTransaction({ chainId: 31337, to: null, data: '0x' }), undefined, [])).toEqual({
      kind: 'transaction',
      transaction: {
        chainId: 31337,
        chainName: null,
        nativeCurrency: { symbol: 'ETH', decimals: 18 },
        to: null,
        value: 0n,
        data: null,
      },
    });
  });

  it.each([
    ['no chainId', { to }, 'chainId'],
    ['a value that is no quantity', { to, chainId: 1, value: '1 ETH' }, 'value'],
    ['a to that is no address', { to: 'bob', chainId: 1 }, 'to'],
    ['data that is no hex', { to, chainId: 1, data: 'transfer()' }, 'data'],
  ])('eth_signTransaction with %s fails with invalid_data, before any screen', (_, tx, field) => {
    expect(() => describeEthereumRpc(signTransaction(tx), undefined, [])).toThrow(
      expect.objectContaining({ code: ErrorCode.INVALID_DATA, field }),
    );
  });
});
