import { describe, expect, it } from 'vitest';
import { metamask } from '../../../../../stories/fixtures/externalWallets.fixtures.ts';
import { createFoyerStore } from '../../core/store/atoms.ts';
import { connectedExternalWalletsAtom } from '../../core/store/externalWallets.ts';
import type { User } from '../../core/user.ts';
import { connectedWalletEntry, listConnectedWallet } from './connectedList.ts';
import type { ExternalWalletConnection } from './types.ts';

const connection: ExternalWalletConnection = {
  option: metamask,
  address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  chainId: 'eip155:1',
  signMessage: () => Promise.reject(new Error('not used')),
  disconnect: () => Promise.resolve(),
};

describe('connectedWalletEntry', () => {
  it("is the wallet as useWallets() lists it; linked when it is one of the user's wallet accounts", () => {
    expect(connectedWalletEntry(connection, null)).toEqual({
      address: connection.address,
      chainType: 'ethereum',
      chainId: 'eip155:1',
      walletClientType: 'metamask',
      connectorType: 'injected',
      linked: false,
      meta: { name: metamask.name, id: 'metamask', icon: metamask.icon },
    });
    const user = { linkedAccounts: [{ type: 'wallet', address: connection.address.toLowerCase() }] } as unknown as User;
    expect(connectedWalletEntry(connection, user).linked).toBe(true);
  });
});

describe('listConnectedWallet', () => {
  it('lists a connection once per chain and address, and takes it off again', () => {
    const store = createFoyerStore();
    listConnectedWallet({ store }, connection);
    const remove = listConnectedWallet({ store }, { ...connection, address: connection.address.toLowerCase() });
    expect(store.get(connectedExternalWalletsAtom)).toHaveLength(1);
    remove();
    expect(store.get(connectedExternalWalletsAtom)).toEqual([]);
  });
});
