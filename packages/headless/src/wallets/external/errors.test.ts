import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { toWalletError } from './errors.ts';

const rpc = (code: number, message = 'wallet says no') => Object.assign(new Error(message), { code });

describe('toWalletError (spec wallets-and-mfa.md §8)', () => {
  it.each([
    [rpc(4001), 'connect', ErrorCode.USER_REJECTED_REQUEST],
    [rpc(4001), 'request', ErrorCode.USER_REJECTED_REQUEST],
    [rpc(4900), 'request', ErrorCode.WALLET_DISCONNECTED],
    [rpc(4901), 'request', ErrorCode.UNSUPPORTED_CHAIN_ID],
    [rpc(4902, 'Unrecognized chain ID "0x1"'), 'request', ErrorCode.UNSUPPORTED_CHAIN_ID],
    [rpc(4200), 'request', ErrorCode.WALLET_INVALID_PARAMS],
    [
      rpc(-32002, "Request of type 'wallet_requestPermissions' already pending"),
      'connect',
      ErrorCode.WALLET_CONNECTION_PENDING,
    ],
    [rpc(-32002, 'Already processing personal_sign'), 'request', ErrorCode.WALLET_REQUEST_PENDING],
    [rpc(-32002, 'Please unlock your wallet'), 'connect', ErrorCode.WALLET_LOCKED],
    [new Error('boom'), 'connect', ErrorCode.UNKNOWN_CONNECT_WALLET_ERROR],
    [new Error('boom'), 'request', ErrorCode.UNABLE_TO_SIGN],
    [{ cause: rpc(4001) }, 'request', ErrorCode.USER_REJECTED_REQUEST],
  ] as const)('%o while %s → %s', (error, phase, code) => {
    const mapped = toWalletError(error, phase);
    expect(mapped.code).toBe(code);
    expect(mapped.cause).toBe(error);
  });

  it('passes a FoyerError through', () => {
    const error = new FoyerError(ErrorCode.WALLET_REQUEST_TIMEOUT, 'slow');
    expect(toWalletError(error, 'request')).toBe(error);
  });
});
