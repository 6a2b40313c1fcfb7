import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFoyerHook } from '../../../../test/support/renderWithFoyer.tsx';
import { createTestSolanaWallet } from '../../../../test/support/testSolanaWallet.ts';
import { embeddedAccount, userWith } from '../../../../test/support/walletUsers.ts';
import { ErrorCode } from '../core/errors/codes.ts';
import { afterLoginAtom, userAtom } from '../core/store/atoms.ts';
import { connectedExternalWalletsAtom } from '../core/store/externalWallets.ts';
import { registerStandardWallet } from '../solana/register.ts';
import { useSolanaExternalWallets } from '../solana/useSolanaExternalWallets.ts';
import { walletUiMountsAtom, walletUiRequestAtom } from '../wallets/embedded/walletUi.ts';
import type { WalletUiRequest } from '../wallets/types.ts';
import { useFoyerCore } from './context.ts';
import {
  useCreateRequiredWallets,
  useCreateWallet,
  useImportWallet,
  useSignMessage,
  useSignTypedData,
  useSolanaSignMessage,
  useWalletRecovery,
} from './useWalletActions.ts';
import { useSolanaWallets, useWallets } from './useWallets.ts';
import { useWalletUi } from './useWalletUi.ts';

const ETH = '0xAa00000000000000000000000000000000000001';
const SOL = 'So1ana11111111111111111111111111111111111111';

describe('wallet hooks', () => {
  it('a mounted wallet hook makes logins outside the modal create wallets; an app without one has no such step', async () => {
    const bare = renderFoyerHook(() => useFoyerCore());
    await waitFor(() => expect(bare.result.current.store.get(afterLoginAtom)).toBeNull());
    bare.unmount();
    const { result } = renderFoyerHook(() => ({ core: useFoyerCore(), wallets: useWallets() }));
    await waitFor(() => expect(result.current.core.store.get(afterLoginAtom)).not.toBeNull());
  });

  it('useWallets and useSolanaWallets list the user embedded wallets per chain', async () => {
    const { result } = renderFoyerHook(() => ({
      core: useFoyerCore(),
      ethereum: useWallets(),
      solana: useSolanaWallets(),
    }));
    await waitFor(() => expect(result.current.ethereum.ready).toBe(true));
    expect(result.current.ethereum.wallets).toEqual([]);
    const before = result.current.ethereum.wallets;
    act(() => {
      result.current.core.store.set(
        userAtom,
        userWith([embeddedAccount('ethereum', ETH), embeddedAccount('solana', SOL)]),
      );
    });
    expect(result.current.ethereum.wallets.map((wallet) => wallet.address)).toEqual([ETH]);
    expect(result.current.solana).toMatchObject({ ready: true, wallets: [{ address: SOL, entropyId: ETH }] });
    expect(result.current.ethereum.wallets).not.toBe(before);
  });

  it('useWallets lists a connected external wallet beside the embedded ones, linked when the user has it', async () => {
    const EXTERNAL = '0xBb00000000000000000000000000000000000002';
    const { result } = renderFoyerHook(() => ({
      core: useFoyerCore(),
      ethereum: useWallets(),
      solana: useSolanaWallets(),
    }));
    await waitFor(() => expect(result.current.ethereum.ready).toBe(true));
    const external = {
      address: EXTERNAL,
      chainType: 'ethereum' as const,
      chainId: 'eip155:1',
      walletClientType: 'metamask',
      connectorType: 'injected' as const,
      linked: false,
      meta: { name: 'MetaMask', id: 'metamask' },
    };
    act(() => {
      result.current.core.store.set(userAtom, userWith([embeddedAccount('ethereum', ETH)]));
      result.current.core.store.set(connectedExternalWalletsAtom, [external]);
    });
    expect(result.current.ethereum.wallets.map((wallet) => wallet.address)).toEqual([ETH]);
    expect(result.current.ethereum.externalWallets).toEqual([external]);
    expect(result.current.solana.externalWallets).toEqual([]);
    act(() => {
      result.current.core.store.set(
        userAtom,
        userWith([
          embeddedAccount('ethereum', ETH),
          {
            ...embeddedAccount('ethereum', EXTERNAL),
            connectorType: 'injected',
            walletClientType: 'metamask',
          } as never,
        ]),
      );
    });
    expect(result.current.ethereum.externalWallets).toEqual([{ ...external, linked: true }]);
  });

  it('useSolanaWallets lists a Solana wallet connected with useSolanaExternalWallets beside the embedded one, until it disconnects', async () => {
    const phantom = createTestSolanaWallet({ name: 'Phantom' });
    const unregister = registerStandardWallet(phantom.wallet);
    try {
      const { result } = renderFoyerHook(() => ({
        core: useFoyerCore(),
        external: useSolanaExternalWallets(),
        solana: useSolanaWallets(),
        ethereum: useWallets(),
      }));
      await waitFor(() => expect(result.current.solana.ready).toBe(true));
      act(() => result.current.core.store.set(userAtom, userWith([embeddedAccount('solana', SOL)])));
      const connection = await act(() => result.current.external.connectAsync('phantom'));
      expect(result.current.external.state).toMatchObject({ status: 'connected', result: connection });
      const entry = {
        address: phantom.address,
        chainType: 'solana',
        chainId: 'solana:mainnet',
        walletClientType: 'phantom',
        connectorType: 'wallet_standard',
        linked: false,
        meta: { name: 'Phantom', id: 'phantom', icon: expect.stringMatching(/^data:image\//) },
      };
      expect(result.current.solana.wallets.map((wallet) => wallet.address)).toEqual([SOL]);
      expect(result.current.solana.externalWallets).toEqual([entry]);
      expect(result.current.ethereum.externalWallets).toEqual([]);
      // Connecting again keeps one entry; linking the address to the user marks it linked.
      await act(() => result.current.external.connectAsync('phantom'));
      act(() =>
        result.current.core.store.set(
          userAtom,
          userWith([
            embeddedAccount('solana', SOL),
            { ...embeddedAccount('solana', phantom.address), connectorType: 'wallet_standard' } as never,
          ]),
        ),
      );
      expect(result.current.solana.externalWallets).toEqual([{ ...entry, linked: true }]);
      await act(() => result.current.external.disconnect());
      expect(result.current.solana.externalWallets).toEqual([]);
    } finally {
      unregister();
    }
  });

  it('each command updates the state and never rejects; its Async twin rejects; both keep their identity', async () => {
    const { result, rerender } = renderFoyerHook(() => ({
      create: useCreateWallet(),
      required: useCreateRequiredWallets(),
      import: useImportWallet(),
      recovery: useWalletRecovery(),
      sign: useSignMessage(),
      typed: useSignTypedData(),
      solana: useSolanaSignMessage(),
    }));
    const first = result.current;
    rerender();
    expect(result.current.sign.signMessage).toBe(first.sign.signMessage);
    expect(result.current.sign.signMessageAsync).toBe(first.sign.signMessageAsync);
    expect(result.current.create.createWallet).toBe(first.create.createWallet);
    const notLoggedIn = { status: 'error', error: { code: ErrorCode.MUST_BE_AUTHENTICATED }, result: null };
    const hooks = () => result.current;
    const refusals: [() => Promise<unknown>, () => Promise<unknown>, () => unknown][] = [
      [
        () => hooks().sign.signMessage({ message: 'hi' }),
        () => hooks().sign.signMessageAsync({ message: 'hi' }),
        () => hooks().sign.state,
      ],
      [
        () => hooks().typed.signTypedData({ types: {}, primaryType: 'A', message: {} }),
        () => hooks().typed.signTypedDataAsync({ types: {}, primaryType: 'A', message: {} }),
        () => hooks().typed.state,
      ],
      [
        () => hooks().solana.signMessage({ message: new Uint8Array([1]) }),
        () => hooks().solana.signMessageAsync({ message: new Uint8Array([1]) }),
        () => hooks().solana.state,
      ],
      [() => hooks().create.createWallet(), () => hooks().create.createWalletAsync(), () => hooks().create.state],
      [
        () => hooks().required.createRequiredWallets(),
        () => hooks().required.createRequiredWalletsAsync(),
        () => hooks().required.state,
      ],
      [
        () => hooks().import.importWallet({ privateKey: '0x01' }),
        () => hooks().import.importWalletAsync({ privateKey: '0x01' }),
        () => hooks().import.state,
      ],
      [
        () => hooks().recovery.setAutomaticRecovery(),
        () => hooks().recovery.setAutomaticRecoveryAsync(),
        () => hooks().recovery.state,
      ],
    ];
    for (const [command, twin, state] of refusals) {
      await expect(act(command)).resolves.toMatchObject(notLoggedIn);
      expect(state()).toMatchObject(notLoggedIn);
      await expect(act(twin)).rejects.toMatchObject(notLoggedIn.error);
    }
    // Nothing was mounted for a refused call.
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('useWalletUi registers a UI while mounted and returns the open request', () => {
    const { result, unmount } = renderFoyerHook(() => ({ core: useFoyerCore(), request: useWalletUi() }));
    const { store } = result.current.core;
    // StrictMode mounts, unmounts and mounts again: one UI is registered.
    expect(store.get(walletUiMountsAtom)).toBe(1);
    expect(result.current.request).toBeNull();
    const request = { id: 'wallet-ui-1', kind: 'message', message: 'hi' } as WalletUiRequest;
    act(() => store.set(walletUiRequestAtom, request));
    expect(result.current.request).toBe(request);
    unmount();
    expect(store.get(walletUiMountsAtom)).toBe(0);
  });
});
