import { describe, expect, it } from 'vitest';
import { embeddedAccount, userWith } from '../../../../../test/support/walletUsers.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { embeddedWallets } from '../embedded/selectors.ts';
import type { Hex } from '../types.ts';
import {
  type FarcasterSignFacts,
  type FarcasterSignSnapshot,
  farcasterSignMachine,
  initialFarcasterSignSnapshot,
} from './farcasterSign.machine.ts';

const ETH = '0xAa00000000000000000000000000000000000001';
const KEY: Hex = `0x${'ab'.repeat(32)}`;
const user = userWith([embeddedAccount('ethereum', ETH)]);
const facts = (overrides: Partial<FarcasterSignFacts> = {}): FarcasterSignFacts => ({
  authenticated: true,
  fid: 1001,
  signerPublicKey: KEY,
  wallets: embeddedWallets(user),
  ...overrides,
});
const hash = new Uint8Array(20).fill(7);
const sign = (over: Partial<FarcasterSignFacts> = {}, bytes: Uint8Array = hash) =>
  farcasterSignMachine(initialFarcasterSignSnapshot, { type: 'sign', hash: bytes, facts: facts(over) });

describe('farcasterSignMachine', () => {
  it('signs the hash (hex) with the wallet for the fid, then holds the signature', () => {
    const started = sign();
    expect(started.snapshot).toMatchObject({ status: 'signing', publicKey: KEY });
    expect(started.effects).toEqual([
      { type: 'sign', wallet: expect.objectContaining({ address: ETH }), hash: `0x${'07'.repeat(20)}`, fid: 1001 },
    ]);
    const signature = new Uint8Array(64).fill(1);
    const done = farcasterSignMachine(started.snapshot, { type: 'signed', signature });
    expect(done.snapshot).toEqual({
      status: 'done',
      publicKey: KEY,
      signerApprovalUrl: null,
      error: null,
      result: signature,
    });
    expect(farcasterSignMachine(done.snapshot, { type: 'reset' }).snapshot).toBe(initialFarcasterSignSnapshot);
  });

  it.each([
    ['a hash of 31 bytes', {}, new Uint8Array(31), ErrorCode.INVALID_DATA],
    ['no session', { authenticated: false }, hash, ErrorCode.MUST_BE_AUTHENTICATED],
    ['no Farcaster account', { fid: null }, hash, ErrorCode.FARCASTER_ACCOUNT_NOT_LINKED],
    ['no approved signer', { signerPublicKey: null }, hash, ErrorCode.FARCASTER_SIGNER_MISSING],
    ['no Ethereum wallet', { wallets: [] }, hash, ErrorCode.EMBEDDED_WALLET_NOT_FOUND],
  ] as const)('refuses %s before any request', (_name, over, bytes, code) => {
    const refused = sign(over, bytes);
    expect(refused.effects).toEqual([]);
    expect(refused.snapshot).toMatchObject({ status: 'error', error: { code } });
  });

  it('keeps the iframe error; ignores answers out of turn and a second sign while signing', () => {
    const signing = sign().snapshot;
    expect(farcasterSignMachine(signing, { type: 'sign', hash, facts: facts() }).snapshot).toBe(signing);
    const error = new FoyerError(ErrorCode.FARCASTER_SIGNER_REVOKED, 'revoked');
    expect(farcasterSignMachine(signing, { type: 'failed', error }).snapshot).toMatchObject({ status: 'error', error });
    const idle: FarcasterSignSnapshot = initialFarcasterSignSnapshot;
    expect(farcasterSignMachine(idle, { type: 'signed', signature: new Uint8Array(64) }).snapshot).toBe(idle);
  });
});
