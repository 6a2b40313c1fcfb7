// Isolated: a phone's user agent and the page's address, as the wallet's in-app browser reads them.
import { createInProcessEmulator, DEFAULT_APP_ID, type InProcessEmulator } from '@foyer/emulator/in-process';
import { FoyerProvider, memoryStorage } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../testing/matchers.ts';
import type { ScreenApi } from '../useScreen.ts';
import { ScreenContext } from '../useScreen.ts';
import InstallWalletScreen from './InstallWalletScreen.tsx';
import { readWalletDeepLink } from './walletDeepLink.ts';

let emulator: InProcessEmulator;
beforeEach(async () => {
  emulator = await createInProcessEmulator();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  );
  window.history.replaceState(null, '', '/shop?tab=2');
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** The install screen for `walletId` on a phone, opened by `intent`. */
function onPhone(walletId: string, intent: 'login' | 'connect-wallet') {
  const api = {
    id: 'wallets/install',
    params: { walletId },
    intent: { type: intent, options: {} },
    navigate: vi.fn(),
    back: vi.fn(),
  } as unknown as ScreenApi & { id: 'wallets/install' };
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  render(
    <FoyerProvider
      appId={DEFAULT_APP_ID}
      apiUrl={emulator.url}
      storage={memoryStorage()}
      testing={{ fetch: emulator.fetch }}
    >
      <ScreenContext.Provider value={api}>
        <InstallWalletScreen />
      </ScreenContext.Provider>
    </FoyerProvider>,
  );
  return { assign, open };
}

describe('InstallWalletScreen on a phone', () => {
  it("Continue opens this page in MetaMask's browser with the deep link's parameters, which read back", async () => {
    const { assign, open } = onPhone('metamask', 'connect-wallet');
    expect(await screen.findByRole('heading', { name: 'Go to MetaMask to continue' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(open).not.toHaveBeenCalled();
    const [target] = assign.mock.calls[0] as [string];
    expect(target.startsWith('https://metamask.app.link/dapp/')).toBe(true);
    const page = `https://${target.slice('https://metamask.app.link/dapp/'.length)}`;
    expect(new URL(page).pathname).toBe('/shop');
    expect(new URL(page).searchParams.get('tab')).toBe('2');
    expect(readWalletDeepLink(page)).toEqual({
      connector: 'injected',
      walletClientType: 'metamask',
      connectOnly: true,
    });
    expect(await screen.findByRole('heading', { name: 'Still here?' }, { timeout: 3_000 })).toBeInTheDocument();
  });

  it('a wallet without an in-app browser link keeps its install page', async () => {
    const { assign, open } = onPhone('rainbow', 'login');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(assign).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith('https://rainbow.me/download', '_blank', 'noopener');
  });
});
