import { describe, expect, it } from 'vitest';
import { readWalletRequest } from './readWalletRequest.ts';

const wallet = 'https://auth.foyer.dev/api/v1/wallets/w_123';
const signers = (...ids: string[]) => JSON.stringify({ additional_signers: ids.map((signer_id) => ({ signer_id })) });

describe('readWalletRequest', () => {
  it('PATCH of a wallet setting only its signers: the signer ids, or none', () => {
    expect(readWalletRequest({ method: 'PATCH', url: wallet, body: signers('kq_1', 'kq_2') })).toEqual({
      type: 'add-signers',
      signers: ['kq_1', 'kq_2'],
    });
    expect(readWalletRequest({ method: 'patch', url: '/api/v1/wallets/w_123', body: signers() })).toEqual({
      type: 'remove-signers',
    });
  });

  it.each([
    ['another method', 'POST', wallet, signers('kq_1'), 'POST /api/v1/wallets/w_123'],
    ['another path', 'PATCH', `${wallet}/rpc`, signers('kq_1'), 'PATCH /api/v1/wallets/w_123/rpc'],
    ['a query', 'PATCH', `${wallet}?x=1`, signers('kq_1'), 'PATCH /api/v1/wallets/w_123?x=1'],
    [
      'more than signers',
      'PATCH',
      wallet,
      '{"additional_signers":[],"owner_id":"kq_9"}',
      'PATCH /api/v1/wallets/w_123',
    ],
    ['a signer without id', 'PATCH', wallet, '{"additional_signers":[{"id":"kq_1"}]}', 'PATCH /api/v1/wallets/w_123'],
    ['signers not a list', 'PATCH', wallet, '{"additional_signers":"kq_1"}', 'PATCH /api/v1/wallets/w_123'],
    ['a body that is no JSON', 'PATCH', wallet, 'additional_signers', 'PATCH /api/v1/wallets/w_123'],
    ['a JSON array', 'PATCH', wallet, '[]', 'PATCH /api/v1/wallets/w_123'],
  ])('%s: the method and path', (_, method, url, body, shown) => {
    const action = readWalletRequest({ method, url, body });
    expect(action.type).toBe('request');
    expect(action.type === 'request' && `${action.method} ${action.path}`).toBe(shown);
  });
});
