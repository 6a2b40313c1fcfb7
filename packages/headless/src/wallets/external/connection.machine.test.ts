import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import {
  initialWalletConnectionSnapshot,
  type SwitchableConnection,
  type WalletConnectionEvent,
  type WalletConnectionSnapshot,
  walletConnectionMachine,
  walletConnectionStatuses,
} from './connection.machine.ts';
import type { ExternalWalletOption } from './types.ts';

const option: ExternalWalletOption = {
  id: 'metamask',
  name: 'MetaMask',
  chainType: 'ethereum',
  source: 'eip6963',
  connectorType: 'injected',
  installed: true,
};
const connection = (chainId: string, switchable = true): SwitchableConnection => ({
  option,
  address: '0xAa00000000000000000000000000000000000001',
  chainId,
  signMessage: async () => '0x',
  disconnect: async () => undefined,
  ...(switchable ? { switchChain: async () => undefined } : {}),
});
const onMainnet = connection('eip155:1');
const rejected = new FoyerError(ErrorCode.USER_REJECTED_REQUEST, 'rejected');
const connect = (supportedChainIds: string[] = ['eip155:1']): WalletConnectionEvent => ({
  type: 'connect',
  option,
  supportedChainIds,
});
const failed: WalletConnectionEvent = { type: 'failed', error: rejected };

function run(events: WalletConnectionEvent[], from: WalletConnectionSnapshot = initialWalletConnectionSnapshot) {
  let snapshot = from;
  let effects: readonly unknown[] = [];
  for (const event of events) ({ snapshot, effects } = walletConnectionMachine(snapshot, event));
  return { snapshot, effects };
}

describe('walletConnectionMachine', () => {
  it('lists the spec states', () => {
    expect(walletConnectionStatuses).toEqual([
      'disconnected',
      'connecting',
      'switching_to_supported_chain',
      'connected',
    ]);
  });

  it.each<[string, WalletConnectionEvent[], string, unknown[]]>([
    ['connect asks the wallet for accounts', [connect()], 'connecting', [{ type: 'requestAccounts', option }]],
    [
      'a wallet on a supported chain is connected',
      [connect(), { type: 'granted', connection: onMainnet }],
      'connected',
      [],
    ],
    [
      'any chain is fine when the app lists none',
      [connect([]), { type: 'granted', connection: connection('eip155:5') }],
      'connected',
      [],
    ],
    [
      'a wallet elsewhere switches to the first supported chain',
      [connect(['eip155:8453', 'eip155:10']), { type: 'granted', connection: onMainnet }],
      'switching_to_supported_chain',
      [{ type: 'switchChain', connection: onMainnet, chainId: 'eip155:8453' }],
    ],
    [
      'a switched wallet is connected',
      [
        connect(['eip155:8453']),
        { type: 'granted', connection: onMainnet },
        { type: 'switched', chainId: 'eip155:8453' },
      ],
      'connected',
      [],
    ],
    [
      'a wallet that cannot switch is connected where it is',
      [connect(['eip155:8453']), { type: 'granted', connection: connection('eip155:1', false) }],
      'connected',
      [],
    ],
    ['a refusal disconnects with the error', [connect(), failed], 'disconnected', []],
    [
      'a failed switch disconnects',
      [connect(['eip155:8453']), { type: 'granted', connection: onMainnet }, failed],
      'disconnected',
      [],
    ],
    [
      'retry connects again',
      [connect(), failed, { type: 'retry' }],
      'connecting',
      [{ type: 'requestAccounts', option }],
    ],
    [
      'a third retry is refused',
      [connect(), failed, { type: 'retry' }, failed, { type: 'retry' }, failed, { type: 'retry' }],
      'disconnected',
      [],
    ],
    [
      'disconnect lets the wallet go',
      [connect(), { type: 'granted', connection: onMainnet }, { type: 'disconnect' }],
      'disconnected',
      [{ type: 'disconnect', connection: onMainnet }],
    ],
    [
      'a late grant after reset is ignored',
      [connect(), { type: 'reset' }, { type: 'granted', connection: onMainnet }],
      'disconnected',
      [],
    ],
  ])('%s', (_, events, status, effects) => {
    const outcome = run(events);
    expect(outcome.snapshot.status).toBe(status);
    expect(outcome.effects).toEqual(effects);
  });

  it("offers 'Retry' at most 2 times, then not ('Unable to connect wallet')", () => {
    const first = run([connect(), failed]).snapshot;
    expect(first).toMatchObject({ error: rejected, retries: 0, canRetry: true });
    const second = run([{ type: 'retry' }, failed], first).snapshot;
    expect(second).toMatchObject({ retries: 1, canRetry: true });
    const third = run([{ type: 'retry' }, failed], second).snapshot;
    expect(third).toMatchObject({ retries: 2, canRetry: false });
    expect(run([connect(), failed], third).snapshot).toMatchObject({ retries: 0, canRetry: true });
  });
});
