import { createInProcessEmulator, type InProcessEmulator } from '@foyer/emulator/in-process';
import { ErrorCode, type FoyerError, memoryStorage, useAuth } from '@foyer/headless';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../testing/matchers.ts';
import { ModalHarness } from '../testing/ModalHarness.tsx';
import { useConnectWallet } from './useConnectWallet.ts';

let emulator: InProcessEmulator;
beforeEach(async () => {
  emulator = await createInProcessEmulator();
});

function Opener({ onError }: { onError(error: FoyerError): void }) {
  const { connectWallet } = useConnectWallet({ onError });
  const { ready } = useAuth();
  return (
    <button type="button" disabled={!ready} onClick={connectWallet}>
      Connect a wallet
    </button>
  );
}

describe('useConnectWallet().connectWallet()', () => {
  it("opens the connect-only wallet list for a visitor (no login needed); closing it is 'exited_auth_flow'", async () => {
    const onError = vi.fn<(error: FoyerError) => void>();
    render(
      <ModalHarness emulator={emulator} storage={memoryStorage()}>
        <Opener onError={onError} />
      </ModalHarness>,
    );
    const button = screen.getByRole('button', { name: 'Connect a wallet' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    // This page has no wallet installed: the list offers the known ones to install.
    expect(await screen.findByRole('heading', { name: 'Connect wallet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /MetaMask/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(onError).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ code: ErrorCode.USER_EXITED_AUTH_FLOW }),
      ),
    );
  });
});
