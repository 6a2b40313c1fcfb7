import { oauthProviders } from '@foyer/headless';
import type { BrandMarkData } from './markData.ts';

/**
 * Every brand mark the modal shows: the OAuth providers, Telegram and Farcaster, and the wallets of
 * the default list (by the ids the landing rows and the wallet list use), for a wallet that
 * announces no icon of its own.
 */
export const brandMarkNames = [
  ...oauthProviders,
  'telegram',
  'farcaster',
  'metamask',
  'coinbase_wallet',
  'rainbow',
  'phantom',
  'wallet_connect',
] as const;
export type BrandMarkName = (typeof brandMarkNames)[number];

/**
 * One `import()` per mark: a mark's path data (0.3 to 2.5 kB) loads in its own chunk when a row
 * or screen that shows it renders, never with the page's startup code
 * (`test/node/brandMarks.test.ts`).
 */
const loaders: Record<BrandMarkName, () => Promise<{ default: BrandMarkData }>> = {
  google: () => import('./marks/google.ts'),
  twitter: () => import('./marks/twitter.ts'),
  discord: () => import('./marks/discord.ts'),
  github: () => import('./marks/github.ts'),
  spotify: () => import('./marks/spotify.ts'),
  instagram: () => import('./marks/instagram.ts'),
  tiktok: () => import('./marks/tiktok.ts'),
  line: () => import('./marks/line.ts'),
  linkedin: () => import('./marks/linkedin.ts'),
  apple: () => import('./marks/apple.ts'),
  telegram: () => import('./marks/telegram.ts'),
  farcaster: () => import('./marks/farcaster.ts'),
  metamask: () => import('./marks/metamask.ts'),
  coinbase_wallet: () => import('./marks/coinbaseWallet.ts'),
  rainbow: () => import('./marks/rainbow.ts'),
  phantom: () => import('./marks/phantom.ts'),
  wallet_connect: () => import('./marks/walletConnect.ts'),
};

const loaded = new Map<BrandMarkName, BrandMarkData>();

/** The mark if it has loaded already (then it renders at once, without a frame of blank). */
export function loadedBrandMark(name: BrandMarkName): BrandMarkData | undefined {
  return loaded.get(name);
}

export async function loadBrandMark(name: BrandMarkName): Promise<BrandMarkData> {
  const mark = loaded.get(name) ?? (await loaders[name]()).default;
  loaded.set(name, mark);
  return mark;
}

/** A wallet id (or a login method) that has a mark. */
export function isBrandMark(name: string): name is BrandMarkName {
  return Object.hasOwn(loaders, name);
}
