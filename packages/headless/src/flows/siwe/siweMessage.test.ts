import { getAddress, numberToHex, stringToHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { checksumAddress, quantityHex, utf8Hex } from '../../ethereum/address.ts';
import { buildSiweMessage, SIWE_RESOURCE, type SiweMessageInput } from './siweMessage.ts';

/**
 * The SIWE message and the address and hex helpers are the kit's own (so the modal's wallet screens
 * build without viem); viem, in the tests only, is the reference they must agree with.
 */
const addresses = Array.from({ length: 20 }, () => privateKeyToAccount(generatePrivateKey()).address);

describe('checksumAddress', () => {
  it('is EIP-55, as viem getAddress: from lower case, upper case and checksummed input', () => {
    for (const address of addresses) {
      expect(checksumAddress(address.toLowerCase())).toBe(getAddress(address));
      expect(checksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(getAddress(address));
      expect(checksumAddress(address)).toBe(address);
    }
    // EIP-55's own test vector.
    expect(checksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
  });

  it.each(['', '0x', '0x123', `0x${'g'.repeat(40)}`, `${'a'.repeat(40)}`, `0x${'a'.repeat(41)}`])(
    'refuses %j',
    (input) => {
      expect(() => checksumAddress(input)).toThrow(/Not an Ethereum address/);
    },
  );
});

describe('hex helpers', () => {
  it.each([1, 10, 137, 8453, 11155111])('quantityHex(%i) is viem numberToHex', (value) => {
    expect(quantityHex(value)).toBe(numberToHex(value));
  });

  it.each(['', 'hello', 'Sign in: é ✓ 🦊', 'line 1\nline 2', '0xdeadbeef'])(
    'utf8Hex(%j) is viem stringToHex',
    (text) => {
      expect(utf8Hex(text)).toBe(stringToHex(text));
    },
  );
});

describe('buildSiweMessage', () => {
  const base: SiweMessageInput = {
    address: addresses[0]!.toLowerCase() as `0x${string}`,
    chainId: 1,
    nonce: 'a1B2c3D4e5F6',
    issuedAt: new Date('2026-11-22T10:00:00.000Z'),
    domain: 'localhost:5173',
    uri: 'http://localhost:5173',
  };
  const viemMessage = (input: SiweMessageInput) =>
    createSiweMessage({ ...input, version: '1', resources: [SIWE_RESOURCE] });

  it.each([
    ['no statement', base],
    ['a statement', { ...base, statement: 'Welcome back. This request will not trigger a transaction.' }],
    [
      'another chain, host and origin',
      { ...base, chainId: 8453, domain: 'app.example.com', uri: 'https://app.example.com' },
    ],
  ])('with %s, is the text viem createSiweMessage builds, and parses back', (_, input) => {
    const message = buildSiweMessage(input);
    expect(message).toBe(viemMessage(input));
    expect(parseSiweMessage(message)).toMatchObject({
      address: getAddress(input.address),
      chainId: input.chainId,
      domain: input.domain,
      nonce: input.nonce,
      uri: input.uri,
      version: '1',
      resources: [SIWE_RESOURCE],
    });
  });

  it.each([
    ['chainId', { chainId: 1.5 }],
    ['domain', { domain: 'evil.example\nURI: https://evil.example' }],
    ['uri', { uri: 'not a uri' }],
    ['nonce', { nonce: 'short' }],
    ['statement', { statement: 'two\nlines' }],
  ])('refuses an invalid %s (no message the grammar does not allow)', (field, change) => {
    expect(() => buildSiweMessage({ ...base, ...change })).toThrow(`Invalid SIWE message field ${field}`);
  });

  it('refuses an address that is not one', () => {
    expect(() => buildSiweMessage({ ...base, address: '0x1234' })).toThrow(/Not an Ethereum address/);
  });
});
