import { describe, expect, it } from 'vitest';
import { embeddedAccount, userWith } from '../../../../../test/support/walletUsers.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { User } from '../../core/user.ts';
import { embeddedWallets } from '../embedded/selectors.ts';
import {
  type FarcasterSignerEvent,
  type FarcasterSignerFacts,
  type FarcasterSignerSnapshot,
  farcasterSignerMachine,
  initialFarcasterSignerSnapshot,
} from './farcasterSigner.machine.ts';

const ETH = '0xAa00000000000000000000000000000000000001';
const SOL = 'So1ana11111111111111111111111111111111111111';
const KEY = `0x${'ab'.repeat(32)}`;
const URL_ = 'http://localhost:8787/farcaster/signer?token=t';
const user = userWith([embeddedAccount('solana', SOL), embeddedAccount('ethereum', ETH)]);
const facts = (who: User | null, fid: number | null = 1001): FarcasterSignerFacts => ({
  authenticated: who !== null,
  fid,
  wallets: embeddedWallets(who),
});

const request: FarcasterSignerEvent = { type: 'request', facts: facts(user) };
const pending: FarcasterSignerEvent = {
  type: 'signer',
  signer: { public_key: KEY, status: 'pending_approval', signer_approval_url: URL_ },
};
const approved: FarcasterSignerEvent = { type: 'signer', signer: { public_key: KEY, status: 'approved', fid: 1001 } };
const revoked: FarcasterSignerEvent = { type: 'signer', signer: { public_key: KEY, status: 'revoked', fid: 1001 } };
const noKey: FarcasterSignerEvent = {
  type: 'signer',
  signer: { public_key: '', status: 'pending_approval', signer_approval_url: URL_ },
};
const finished: FarcasterSignerEvent = {
  type: 'finished',
  result: { publicKey: new Uint8Array(32), fid: 1001, user },
};
const timeout: FarcasterSignerEvent = {
  type: 'failed',
  error: new FoyerError(ErrorCode.CLIENT_REQUEST_TIMEOUT, 'no approval'),
};

function run(events: FarcasterSignerEvent[]) {
  let snapshot: FarcasterSignerSnapshot = initialFarcasterSignerSnapshot;
  const effects: unknown[] = [];
  for (const event of events) {
    const next = farcasterSignerMachine(snapshot, event);
    snapshot = next.snapshot;
    effects.push(...next.effects);
  }
  return { snapshot, effects };
}

describe('Farcaster signer (spec §4 Farcaster signer)', () => {
  it.each([
    ['a request asks the iframe for the Ethereum wallet’s signer', [request], 'initializing', null, ['init']],
    ['pending: shows the approval page and polls', [request, pending], 'awaiting-approval', null, ['init', 'poll']],
    [
      'approved while polling: fetches the user again',
      [request, pending, approved],
      'awaiting-approval',
      null,
      ['init', 'poll', 'finish'],
    ],
    ['already approved: done without polling', [request, approved, finished], 'done', null, ['init', 'finish']],
    [
      'approved, then the user fetched: done',
      [request, pending, approved, finished],
      'done',
      null,
      ['init', 'poll', 'finish'],
    ],
    [
      'revoked (rejected in the Farcaster app)',
      [request, pending, revoked],
      'error',
      ErrorCode.FARCASTER_SIGNER_REVOKED,
      ['init', 'poll'],
    ],
    ['missing public key', [request, noKey], 'error', ErrorCode.FARCASTER_SIGNER_MISSING, ['init']],
    [
      'no approval within 300 s',
      [request, pending, timeout],
      'error',
      ErrorCode.CLIENT_REQUEST_TIMEOUT,
      ['init', 'poll'],
    ],
    [
      'logged out: refused at once',
      [{ type: 'request', facts: facts(null) }],
      'error',
      ErrorCode.MUST_BE_AUTHENTICATED,
      [],
    ],
    [
      'no Farcaster account',
      [{ type: 'request', facts: facts(user, null) }],
      'error',
      ErrorCode.FARCASTER_ACCOUNT_NOT_LINKED,
      [],
    ],
    [
      'no Ethereum wallet',
      [{ type: 'request', facts: facts(userWith([embeddedAccount('solana', SOL)])) }],
      'error',
      ErrorCode.EMBEDDED_WALLET_NOT_FOUND,
      [],
    ],
    [
      'a second request while one runs changes nothing',
      [request, pending, request],
      'awaiting-approval',
      null,
      ['init', 'poll'],
    ],
    ['an answer out of turn changes nothing', [approved], 'initial', null, []],
    ['reset goes back to the start', [request, pending, { type: 'reset' }], 'initial', null, ['init', 'poll']],
  ] as const)('%s', (_, events, status, code, effects) => {
    const result = run([...events] as FarcasterSignerEvent[]);
    expect(result.snapshot.status).toBe(status);
    expect(result.snapshot.error?.code ?? null).toBe(code);
    expect(result.effects.map((effect) => (effect as { type: string }).type)).toEqual(effects);
  });

  it('signs with the primary Ethereum wallet, and keeps the key and the approval page while pending', () => {
    const { snapshot, effects } = run([request, pending]);
    expect(effects[0]).toMatchObject({ type: 'init', wallet: { address: ETH, chainType: 'ethereum' } });
    expect(effects[1]).toEqual({ type: 'poll', publicKey: KEY });
    expect(snapshot).toMatchObject({ publicKey: KEY, signerApprovalUrl: URL_ });
    expect(run([request, pending, approved]).effects[2]).toEqual({ type: 'finish', publicKey: KEY, fid: 1001 });
  });
});
