import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { type SessionFacts, visitor } from '../../core/flow/intent.ts';
import type { FlowResult } from '../../core/flow/types.ts';
import {
  initialSiwsLoginSnapshot,
  type SiwsIntent,
  type SiwsLoginEvent,
  type SiwsSigner,
  siwsLoginMachine,
} from './siwsLogin.machine.ts';

const ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const SIGNATURE = new Uint8Array(64).fill(7);
const SIGNATURE_B64 = btoa(String.fromCharCode(...SIGNATURE));
const loggedIn: SessionFacts = { authenticated: true, linkedTypes: ['email'] };
const withWallet: SessionFacts = { authenticated: true, linkedTypes: ['email', 'wallet'] };
const facts = (intent: SiwsIntent = 'login', session: SessionFacts = visitor) => ({ intent, session });
const meta = { walletClientType: 'phantom', connectorType: 'wallet_standard' };
const generate = (over: Partial<Extract<SiwsLoginEvent, { type: 'generate' }>> = {}): SiwsLoginEvent => ({
  type: 'generate',
  address: ADDRESS,
  wallet: meta,
  disableSignup: false,
  facts: facts(),
  ...over,
});
const ready: SiwsLoginEvent = { type: 'messageReady', nonce: 'n1', message: 'MSG' };
const signer: SiwsSigner = {
  address: ADDRESS,
  option: { id: 'phantom', connectorType: 'wallet_standard' },
  signMessage: async () => SIGNATURE,
};
const submit = (over: Partial<Extract<SiwsLoginEvent, { type: 'submit' }>> = {}): SiwsLoginEvent => ({
  type: 'submit',
  signature: SIGNATURE,
  message: 'MSG',
  messageType: 'plain',
  facts: facts(),
  ...over,
});
const failure = new FoyerError(ErrorCode.USER_REJECTED_REQUEST, 'no');
const result = { intent: 'login' } as FlowResult<'siws'>;

function run(events: SiwsLoginEvent[]) {
  let snapshot = initialSiwsLoginSnapshot;
  let effects: unknown[] = [];
  for (const event of events) ({ snapshot, effects } = siwsLoginMachine(snapshot, event) as never);
  return { snapshot, effects };
}

describe('siwsLoginMachine', () => {
  it.each<[string, SiwsLoginEvent[], string, unknown[], Record<string, unknown>?]>([
    ['a valid address fetches a nonce', [generate()], 'generating-message', [{ type: 'fetchNonce', address: ADDRESS }]],
    [
      'an address that is not base58 fails first',
      [generate({ address: '0xabc' })],
      'error',
      [],
      { failedStep: 'generate' },
    ],
    ['a login while logged in is refused', [generate({ facts: facts('login', loggedIn) })], 'error', []],
    [
      'a link needs a user',
      [generate({ facts: facts('link') })],
      'error',
      [],
      { error: { code: ErrorCode.MUST_BE_AUTHENTICATED } },
    ],
    [
      'a link with a wallet already linked is refused',
      [generate({ facts: facts('link', withWallet) })],
      'error',
      [],
      { error: { code: ErrorCode.CANNOT_LINK_MORE_OF_TYPE } },
    ],
    [
      'a link of a first wallet may start',
      [generate({ facts: facts('link', loggedIn) })],
      'generating-message',
      [{ type: 'fetchNonce', address: ADDRESS }],
    ],
    ['the nonce builds the message', [generate(), ready], 'awaiting-signature', [], { nonce: 'n1', message: 'MSG' }],
    [
      'a failed init is an error on the generate step',
      [generate(), { type: 'generateFailed', error: failure }],
      'error',
      [],
      { failedStep: 'generate' },
    ],
    [
      'asking again for the same address keeps the nonce',
      [generate(), ready, generate()],
      'awaiting-signature',
      [],
      { nonce: 'n1' },
    ],
    [
      'another address fetches a new nonce',
      [generate(), ready, generate({ address: '11111111111111111111111111111111' })],
      'generating-message',
      [{ type: 'fetchNonce', address: '11111111111111111111111111111111' }],
    ],
    [
      'a wallet signs the held message',
      [generate(), ready, { type: 'sign', signer, messageType: 'plain', facts: facts() }],
      'awaiting-signature',
      [{ type: 'requestSignature', signer, message: 'MSG', messageType: 'plain' }],
    ],
    [
      'another wallet cannot sign it',
      [
        generate(),
        ready,
        {
          type: 'sign',
          signer: { ...signer, address: '11111111111111111111111111111111' },
          messageType: 'plain',
          facts: facts(),
        },
      ],
      'error',
      [],
      { error: { code: ErrorCode.UNABLE_TO_SIGN } },
    ],
    [
      'signing needs a message',
      [{ type: 'sign', signer, messageType: 'plain', facts: facts() }],
      'error',
      [],
      { error: { code: ErrorCode.NO_FLOW_IN_PROGRESS } },
    ],
    [
      'a refused signature is an error on the sign step',
      [
        generate(),
        ready,
        { type: 'sign', signer, messageType: 'plain', facts: facts() },
        { type: 'signFailed', error: failure },
      ],
      'error',
      [],
      { failedStep: 'sign', message: 'MSG' },
    ],
    [
      'the signature goes to the server in base64',
      [generate(), ready, submit()],
      'submitting-signature',
      [
        {
          type: 'submitSignature',
          intent: 'login',
          address: ADDRESS,
          message: 'MSG',
          signature: SIGNATURE_B64,
          messageType: 'plain',
          mode: 'login-or-sign-up',
          wallet: meta,
        },
      ],
    ],
    [
      'disableSignup asks for no-signup',
      [generate({ disableSignup: true }), ready, submit()],
      'submitting-signature',
      [expect.objectContaining({ mode: 'no-signup' })],
    ],
    [
      'a signature after a refused one is still taken',
      [
        generate(),
        ready,
        { type: 'sign', signer, messageType: 'plain', facts: facts() },
        { type: 'signFailed', error: failure },
        submit(),
      ],
      'submitting-signature',
      [expect.objectContaining({ type: 'submitSignature' })],
    ],
    [
      'a plain signature of another text is refused',
      [generate(), ready, submit({ message: 'OTHER' })],
      'error',
      [],
      { error: { code: ErrorCode.INVALID_MESSAGE } },
    ],
    [
      'a transaction message is sent as given',
      [generate(), ready, submit({ message: 'AQAB', messageType: 'transaction' })],
      'submitting-signature',
      [expect.objectContaining({ message: 'AQAB', messageType: 'transaction' })],
    ],
    [
      'a signature of the wrong length is refused',
      [generate(), ready, submit({ signature: 'abc' })],
      'error',
      [],
      { error: { code: ErrorCode.INVALID_DATA } },
    ],
    ['a submit needs a message', [submit()], 'error', [], { error: { code: ErrorCode.NO_FLOW_IN_PROGRESS } }],
    ['verified is done', [generate(), ready, submit(), { type: 'verified', result }], 'done', [], { result }],
    [
      'a refused submit drops the used nonce',
      [generate(), ready, submit(), { type: 'submitFailed', error: failure }],
      'error',
      [],
      { failedStep: 'submit', nonce: null, message: null },
    ],
    [
      'after a refused submit the signature needs a new message',
      [generate(), ready, submit(), { type: 'submitFailed', error: failure }, submit()],
      'error',
      [],
      { error: { code: ErrorCode.NO_FLOW_IN_PROGRESS } },
    ],
    ['late results are ignored', [generate(), { type: 'verified', result }], 'generating-message', []],
    ['reset goes back to initial', [generate(), ready, { type: 'reset' }], 'initial', [], { message: null }],
  ])('%s', (_, events, status, effects, fields) => {
    const { snapshot, effects: asked } = run(events);
    expect(snapshot.status).toBe(status);
    expect(asked).toEqual(effects);
    if (fields) expect(snapshot).toMatchObject(fields);
  });
});
