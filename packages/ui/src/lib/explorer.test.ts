import { describe, expect, it } from 'vitest';
import { explorerUrl, transactionExplorerUrl } from './explorer.ts';

const wallet = '0x52908400098527886E0F7030069857D2E4169EE7';
const hash = '0x8f2c5a1e9b3d7f4a6c0e2b8d5f1a3c7e9b0d4f6a8c2e5b7d9f1a3c5e7b9d0f2a';

describe('explorerUrl', () => {
  it.each([
    [wallet, `https://etherscan.io/address/${wallet}`],
    [
      '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      'https://explorer.solana.com/address/7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    ],
    ['javascript:alert(1)', null],
    ['0x12/../../evil', null],
  ])('%s → %s', (address, url) => {
    expect(explorerUrl(address)).toBe(url);
  });
});

describe('transactionExplorerUrl', () => {
  it.each([
    [1, hash, `https://etherscan.io/tx/${hash}`],
    [8453, hash, `https://basescan.org/tx/${hash}`],
    // A local chain has no explorer: no link.
    [31337, hash, null],
    // Only a 32-byte hash becomes part of a URL.
    [1, '0x12/../../evil', null],
    [1, `${hash}?x=1`, null],
  ])('chain %s, %s → %s', (chainId, value, url) => {
    expect(transactionExplorerUrl(chainId, value)).toBe(url);
  });
});
