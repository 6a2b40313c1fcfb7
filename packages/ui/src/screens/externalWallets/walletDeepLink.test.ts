import { afterEach, describe, expect, it } from 'vitest';
import { readWalletDeepLink, takeWalletDeepLink, walletBrowserLink, withWalletDeepLink } from './walletDeepLink.ts';

afterEach(() => window.history.replaceState(null, '', '/'));

const link = { connector: 'injected', walletClientType: 'metamask', connectOnly: false };

describe('the wallet deep link parameters (spec §2)', () => {
  it('reads privy_connector, privy_wallet_client and privy_connect_only; both the first two are needed', () => {
    expect(
      readWalletDeepLink(
        'https://app.example/shop?privy_connector=injected&privy_wallet_client=metamask&privy_connect_only=true',
      ),
    ).toEqual({ connector: 'injected', walletClientType: 'metamask', connectOnly: true });
    expect(readWalletDeepLink('https://app.example/?privy_connector=injected&privy_wallet_client=rainbow')).toEqual({
      connector: 'injected',
      walletClientType: 'rainbow',
      connectOnly: false,
    });
    expect(readWalletDeepLink('https://app.example/?privy_connector=injected')).toBeNull();
    expect(readWalletDeepLink('https://app.example/?privy_wallet_client=metamask')).toBeNull();
    expect(readWalletDeepLink('https://app.example/')).toBeNull();
  });

  it('writes them onto a page address, keeping its own parameters and fragment; reading it back gives the link', () => {
    const href = withWalletDeepLink('https://app.example/shop?tab=2#cart', { ...link, connectOnly: true });
    expect(href).toBe(
      'https://app.example/shop?tab=2&privy_connector=injected&privy_wallet_client=metamask&privy_connect_only=true#cart',
    );
    expect(readWalletDeepLink(href)).toEqual({ ...link, connectOnly: true });
  });

  it("takes them off this page's address once, leaving the rest", () => {
    window.history.replaceState(
      null,
      '',
      '/shop?tab=2&privy_connector=injected&privy_wallet_client=metamask&privy_connect_only=false#cart',
    );
    expect(takeWalletDeepLink()).toEqual(link);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/shop?tab=2#cart');
    expect(takeWalletDeepLink()).toBeNull();
  });

  it("opens this page in the wallet's own browser: MetaMask, Coinbase Wallet and Phantom; others have none", () => {
    const page = 'https://app.example/shop?tab=2';
    const back = withWalletDeepLink(page, link);
    expect(walletBrowserLink(page, link)).toBe(`https://metamask.app.link/dapp/${back.replace('https://', '')}`);
    const coinbase = { ...link, walletClientType: 'coinbase_wallet' };
    expect(walletBrowserLink(page, coinbase)).toBe(
      `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(withWalletDeepLink(page, coinbase))}`,
    );
    const phantom = { connector: 'solana_adapter', walletClientType: 'phantom', connectOnly: true };
    expect(walletBrowserLink(page, phantom)).toBe(
      `https://phantom.app/ul/browse/${encodeURIComponent(withWalletDeepLink(page, phantom))}?ref=${encodeURIComponent('https://app.example')}`,
    );
    expect(walletBrowserLink(page, { ...link, walletClientType: 'rabby_wallet' })).toBeNull();
  });
});
