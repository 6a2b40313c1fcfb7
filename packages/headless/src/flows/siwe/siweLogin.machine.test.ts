import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { SessionFacts } from '../../core/flow/intent.ts';
import type { FlowIntent, FlowResult } from '../../core/flow/types.ts';
import { toUser } from '../../core/user.ts';
import {
  initialSiweLoginSnapshot,
  type SiweLoginEvent,
  type SiweLoginSnapshot,
  type SiweRunFacts,
  siweLoginMachine,
  siweLoginStatuses,
} from './siweLogin.machine.ts';

const wallet = {
  address: '0xAa00000000000000000000000000000000000001',
  chainId: 'eip155:1',
  walletClientType: 'metamask',
  connectorType: 'injected',
};
const visitor: SessionFacts = { authenticated: false, linkedTypes: [] };
const withEmail: SessionFacts = { authenticated: true, linkedTypes: ['email'] };
const withWallet: SessionFacts = { authenticated: true, linkedTypes: ['email', 'wallet'] };
const facts = (intent: FlowIntent = 'login', session = visitor): SiweRunFacts => ({ intent, session });
const user = toUser({
  id: 'did:privy:1',
  created_at: 1,
  linked_accounts: [],
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
});
const result: FlowResult<'siwe'> = {
  intent: 'login',
  user,
  isNewUser: true,
  wasAlreadyAuthenticated: false,
  loginMethod: 'siwe',
  loginAccount: null,
};
const rejected = new FoyerError(ErrorCode.USER_REJECTED_REQUEST, 'rejected');

const generate = (extra: Partial<Extract<SiweLoginEvent, { type: 'generate' }>> = {}): SiweLoginEvent => ({
  type: 'generate',
  wallet,
  disableSignup: false,
  sign: true,
  facts: facts(),
  ...extra,
});
const ready: SiweLoginEvent = { type: 'messageReady', message: 'MSG', sign: true };

function run(events: SiweLoginEvent[], from: SiweLoginSnapshot = initialSiweLoginSnapshot) {
  let snapshot = from;
  let effects: unknown[] = [];
  for (const event of events) ({ snapshot, effects: effects = [] } = siweLoginMachine(snapshot, event) as never);
  return { snapshot, effects };
}

describe('siweLoginMachine', () => {
  it('lists the spec states in order', () => {
    expect(siweLoginStatuses).toEqual([
      'initial',
      'generating-message',
      'awaiting-signature',
      'submitting-signature',
      'done',
      'error',
    ]);
  });

  it.each<[string, SiweLoginEvent[], string, unknown[]]>([
    [
      'generate fetches a nonce',
      [generate()],
      'generating-message',
      [{ type: 'generateMessage', address: wallet.address, chainId: 'eip155:1', sign: true }],
    ],
    [
      'a ready message asks the wallet to sign',
      [generate(), ready],
      'awaiting-signature',
      [{ type: 'requestSignature', message: 'MSG' }],
    ],
    [
      'without a wallet the message waits for loginWithSignature',
      [generate({ sign: false }), { type: 'messageReady', message: 'MSG', sign: false }],
      'awaiting-signature',
      [],
    ],
    [
      'a signature submits, in login-or-sign-up mode',
      [generate(), ready, { type: 'signed', signature: '0x01', facts: facts() }],
      'submitting-signature',
      [
        {
          type: 'verifySignature',
          intent: 'login',
          wallet,
          message: 'MSG',
          signature: '0x01',
          mode: 'login-or-sign-up',
        },
      ],
    ],
    [
      'disableSignup submits in no-signup mode',
      [
        generate({ disableSignup: true, sign: false }),
        { type: 'messageReady', message: 'MSG', sign: false },
        { type: 'submit', message: 'MSG', signature: '0x01', facts: facts() },
      ],
      'submitting-signature',
      [{ type: 'verifySignature', intent: 'login', wallet, message: 'MSG', signature: '0x01', mode: 'no-signup' }],
    ],
    [
      'verified is done',
      [generate(), ready, { type: 'signed', signature: '0x01', facts: facts() }, { type: 'verified', result }],
      'done',
      [],
    ],
    [
      'a rejected signature is an error',
      [generate(), ready, { type: 'failed', error: rejected, step: 'sign' }],
      'error',
      [],
    ],
    [
      'a login while logged in is refused before any call',
      [generate({ facts: facts('login', withEmail) })],
      'error',
      [],
    ],
    ['a link needs a user', [generate({ facts: facts('link') })], 'error', []],
    [
      'a link is refused when the user already has a wallet',
      [generate({ facts: facts('link', withWallet) })],
      'error',
      [],
    ],
    [
      'a link with room starts',
      [generate({ facts: facts('link', withEmail) })],
      'generating-message',
      [{ type: 'generateMessage', address: wallet.address, chainId: 'eip155:1', sign: true }],
    ],
    ['a malformed address fails before any call', [generate({ wallet: { ...wallet, address: '0x12' } })], 'error', []],
    [
      'a chain id that is not eip155 fails before any call',
      [generate({ wallet: { ...wallet, chainId: 'solana:mainnet' } })],
      'error',
      [],
    ],
    [
      'loginWithSignature without a message fails',
      [{ type: 'submit', message: 'MSG', signature: '0x01', facts: facts() }],
      'error',
      [],
    ],
    [
      'loginWithSignature with another message fails',
      [
        generate({ sign: false }),
        { type: 'messageReady', message: 'MSG', sign: false },
        { type: 'submit', message: 'OTHER', signature: '0x01', facts: facts() },
      ],
      'error',
      [],
    ],
    ['a late result after reset is ignored', [generate(), { type: 'reset' }, ready], 'initial', []],
  ])('%s', (_, events, status, effects) => {
    const outcome = run(events);
    expect(outcome.snapshot.status).toBe(status);
    expect(outcome.effects).toEqual(effects);
  });

  it('keeps which step failed, and the message', () => {
    const { snapshot } = run([generate(), ready, { type: 'failed', error: rejected, step: 'sign' }]);
    expect(snapshot).toMatchObject({ status: 'error', failedStep: 'sign', message: 'MSG', error: rejected });
    expect(run([generate({ facts: facts('link') })]).snapshot.error?.code).toBe(ErrorCode.MUST_BE_AUTHENTICATED);
  });
});
