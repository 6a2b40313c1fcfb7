/**
 * Spec §2 'Return and entry parameters read from the address': a wallet's mobile deep link opens
 * this page inside the wallet's own browser with `privy_connector`, `privy_wallet_client` and
 * `privy_connect_only`; the modal then opens a connect (or login) flow for that wallet and removes
 * them. Pure, but `takeWalletDeepLink` (which reads and rewrites the page's address when called).
 */
export const WALLET_DEEP_LINK_PARAMS = ['privy_connector', 'privy_wallet_client', 'privy_connect_only'] as const;

export interface WalletDeepLink {
  /** The connector the page should use: `injected` (the wallet's browser injects it), `solana_adapter`, … */
  connector: string;
  /** The wallet's client type (`metamask`, `phantom`, …): the wallet the flow connects. */
  walletClientType: string;
  /** Connect without logging in (`connectWallet()`), else log in with the wallet. */
  connectOnly: boolean;
}

/** The deep link's parameters of `href`, or null when it has none (both the connector and the wallet are needed). */
export function readWalletDeepLink(href: string): WalletDeepLink | null {
  const params = new URL(href).searchParams;
  const connector = params.get('privy_connector');
  const walletClientType = params.get('privy_wallet_client');
  if (!connector || !walletClientType) return null;
  return { connector, walletClientType, connectOnly: params.get('privy_connect_only') === 'true' };
}

/** This page's deep link, taken off its address (`history.replaceState`) once read. */
export function takeWalletDeepLink(): WalletDeepLink | null {
  if (typeof window === 'undefined') return null;
  const link = readWalletDeepLink(window.location.href);
  if (!link) return null;
  const url = new URL(window.location.href);
  for (const name of WALLET_DEEP_LINK_PARAMS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url);
  return link;
}

/** `href` with the deep link's parameters, for the wallet's browser to open (and this page to read back). */
export function withWalletDeepLink(href: string, link: WalletDeepLink): string {
  const url = new URL(href);
  url.searchParams.set('privy_connector', link.connector);
  url.searchParams.set('privy_wallet_client', link.walletClientType);
  url.searchParams.set('privy_connect_only', String(link.connectOnly));
  return url.toString();
}

/**
 * The wallets' own links that open a page in their in-app browser (each wallet's documented
 * universal link). A wallet not listed here keeps its install page.
 */
const browserLinks: Record<string, (page: URL) => string> = {
  metamask: (page) => `https://metamask.app.link/dapp/${page.host}${page.pathname}${page.search}`,
  coinbase_wallet: (page) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page.toString())}`,
  phantom: (page) =>
    `https://phantom.app/ul/browse/${encodeURIComponent(page.toString())}?ref=${encodeURIComponent(page.origin)}`,
};

/**
 * Where a phone goes to connect `link.walletClientType`: this page (`href`, with the deep link's
 * parameters) in the wallet's in-app browser, or null for a wallet without such a link.
 */
export function walletBrowserLink(href: string, link: WalletDeepLink): string | null {
  const open = browserLinks[link.walletClientType];
  return open ? open(new URL(withWalletDeepLink(href, link))) : null;
}
