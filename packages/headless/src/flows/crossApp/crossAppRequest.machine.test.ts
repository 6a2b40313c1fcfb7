import { describe, expect, it } from 'vitest';
import type { CrossAppRpcRequest } from '../../core/api/crossAppTransact.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { User } from '../../core/user.ts';
import {
  type CrossAppConnection,
  type CrossAppRequestEvent,
  crossAppRequestMachine,
  initialCrossAppRequestSnapshot,
} from './crossAppRequest.machine.ts';

const WALLET = '0x1111111111111111111111111111111111111111';
const SMART = '0x2222222222222222222222222222222222222222';
const user = {
  id: 'did:privy:user',
  linkedAccounts: [
    {
      type: 'cross_app',
      subject: 'provider-user',
      providerAppId: 'provider-app',
      embeddedWallets: [{ address: WALLET }],
      smartWallets: [{ address: SMART }],
    },
  ],
} as unknown as User;
const sign: CrossAppRpcRequest = { method: 'personal_sign', params: ['hello', WALLET] };
const connection: CrossAppConnection = {
  name: 'Provider',
  iconUrl: null,
  apiUrl: 'http://127.0.0.1:8787',
  readOnly: false,
};
const request = (rpc: CrossAppRpcRequest = sign, address = WALLET, who: User | null = user): CrossAppRequestEvent => ({
  type: 'request',
  request: rpc,
  address,
  user: who,
});
const run = (events: CrossAppRequestEvent[]) =>
  events.reduce(
    (acc, event) => {
      const step = crossAppRequestMachine(acc.snapshot, event);
      return { snapshot: step.snapshot, effects: [...acc.effects, ...step.effects] };
    },
    { snapshot: initialCrossAppRequestSnapshot, effects: [] as unknown[] },
  );
const transact = (token: string, rpc = sign) => ({
  type: 'transact',
  providerAppId: 'provider-app',
  apiUrl: connection.apiUrl,
  token,
  request: rpc,
});

describe('crossAppRequestMachine', () => {
  it('a request with a cross-app wallet connects to its provider app (embedded or smart wallet, any case)', () => {
    for (const address of [WALLET, SMART.toUpperCase().replace('0X', '0x')]) {
      const { snapshot, effects } = run([request(sign, address)]);
      expect(snapshot).toMatchObject({ status: 'connecting', providerApp: { id: 'provider-app' }, address });
      expect(effects).toEqual([{ type: 'connect', providerAppId: 'provider-app' }]);
    }
  });

  it.each([
    ['no user', request(sign, WALLET, null), ErrorCode.MUST_BE_AUTHENTICATED],
    ['an empty message', request({ method: 'personal_sign', params: ['', WALLET] }), ErrorCode.INVALID_MESSAGE],
    [
      'a transaction without chain',
      request({ method: 'eth_sendTransaction', params: [{ to: WALLET }] }),
      ErrorCode.INVALID_REQUEST,
    ],
    [
      'a wallet no cross-app account holds',
      request(sign, '0x3333333333333333333333333333333333333333'),
      ErrorCode.CROSS_APP_WALLET_NOT_FOUND,
    ],
  ])('refuses %s before any call', (_, event, code) => {
    const { snapshot, effects } = run([event]);
    expect(snapshot.status).toBe('error');
    expect(snapshot.error?.code).toBe(code);
    expect(effects).toEqual([]);
  });

  it('with a stored token: the transact page at once, with the provider app named', () => {
    const { snapshot, effects } = run([request(), { type: 'connected', connection, token: 'token-1' }]);
    expect(snapshot).toMatchObject({ status: 'awaiting-provider', providerApp: { name: 'Provider' } });
    expect(effects.at(-1)).toEqual(transact('token-1'));
  });

  it('without a token: a read-only provider app refuses; another runs the link flow first, then transacts', () => {
    const readOnly = run([
      request(),
      { type: 'connected', connection: { ...connection, readOnly: true }, token: null },
    ]);
    expect(readOnly.snapshot.error).toMatchObject({
      code: ErrorCode.CROSS_APP_READ_ONLY,
      message: 'Cannot transact against a read-only provider app',
    });
    const linked = run([request(), { type: 'connected', connection, token: null }]);
    expect(linked.snapshot.status).toBe('linking');
    expect(linked.effects.at(-1)).toEqual({ type: 'link', providerAppId: 'provider-app' });
    const after = run([request(), { type: 'connected', connection, token: null }, { type: 'linked', token: 'fresh' }]);
    expect(after.effects.at(-1)).toEqual(transact('fresh'));
    const none = run([request(), { type: 'connected', connection, token: null }, { type: 'linked', token: null }]);
    expect(none.snapshot.error).toMatchObject({
      code: ErrorCode.CROSS_APP_TOKEN_REQUIRED,
      message: 'Transactions require a valid token',
    });
  });

  it('a provider app the app is not connected to: Invalid connected app', () => {
    const { snapshot } = run([request(), { type: 'connected', connection: null, token: 'token-1' }]);
    expect(snapshot.error).toMatchObject({ code: ErrorCode.INVALID_CONNECTED_APP, message: 'Invalid connected app' });
  });

  it("the page's answer is the result; a failure ends in error; answers out of turn change nothing", () => {
    const waiting = [request(), { type: 'connected', connection, token: 't' }] as CrossAppRequestEvent[];
    expect(run([...waiting, { type: 'answered', result: '0xsig' }]).snapshot).toMatchObject({
      status: 'done',
      result: '0xsig',
    });
    const rejected = new FoyerError(ErrorCode.USER_REJECTED_REQUEST, 'User rejected request');
    expect(run([...waiting, { type: 'failed', error: rejected }]).snapshot.error).toBe(rejected);
    const early = run([request(), { type: 'answered', result: '0xsig' }, { type: 'linked', token: 't' }]);
    expect(early.snapshot.status).toBe('connecting');
    expect(run([{ type: 'answered', result: '0x' }]).snapshot).toBe(initialCrossAppRequestSnapshot);
    expect(run([...waiting, { type: 'reset' }]).snapshot).toBe(initialCrossAppRequestSnapshot);
  });
});
