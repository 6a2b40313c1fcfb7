import type { AppConfig, LoginMethod, OAuthProvider } from '../config/types.ts';
import type { RecentLogin } from '../recent.ts';

/**
 * Which login methods a login UI offers, in which order (spec §2 'Landing login screen', §5, §9
 * 'Login rows'): what the default modal's landing screen shows, and what `useLoginMethods()` gives
 * a UI of its own. Pure: the merged app config, the options of the login, the last login and the
 * variant in; rows out.
 *
 * Two layouts:
 * - **Classic** (no `loginMethodsAndOrder`): two groups, web2 (e-mail, SMS, socials, Farcaster,
 *   Telegram) and web3 (the wallets of `appearance.walletList`). `loginGroupPriority` (or
 *   `showWalletLoginFirst`) says which group comes first; wallet-first is forced off when no wallet
 *   is on and forced on when no web2 method is. At most `MAX_LOGIN_ROWS` rows in all.
 *   - web2-first: the web2 rows; when they do not fit, the first `CLASSIC_OVERFLOW_SLICE` then
 *     'Other socials' (it opens the rest, in place). Then one 'Continue with a wallet' row when
 *     wallets are on.
 *   - web3-first: the wallet rows; when they do not fit (one row is kept for the web2 group when it
 *     has methods) the first ones then 'Other wallets'. Then the web2 group: its single method
 *     inline, or one button that opens all of them in place, labelled for what it holds ('Log in
 *     with email or socials', 'Log in with sms or socials', 'Continue with email or sms',
 *     'Continue with email', 'Continue with sms', 'Log in with a social account').
 *     `hideDirectWeb2Inputs` puts even a single web2 method behind that button.
 * - **Ordered** (`loginMethodsAndOrder`): `primary` then `overflow`, each entry a method, a wallet id
 *   or a `privy:` cross-app id. All rows when the primary list has fewer than 5 entries, or exactly
 *   5 and no overflow; otherwise `ROWS_WITH_OVERFLOW` rows. What is left goes behind 'More options'.
 *
 * Both: the most recent method (a wallet by its client, or e-mail, SMS, a social provider) comes
 * first with the 'Recent' chip; a passkey entry ('Continue with passkey' when passkey is the only
 * method, else 'I have a passkey'); e-mail and phone are inline inputs, one of them open (the phone
 * one when the last login or `prefill` was a phone, or when SMS is listed before e-mail), none with
 * `hideDirectWeb2Inputs`. The connect-only variant shows wallets only: up to 5 rows, else 4 and
 * 'Other wallets'. A `loginMethods` list given to `login()` narrows the app's methods (it never turns
 * on one the app has off; a wallet id counts as 'wallet'; cross-app rows stay, the list cannot name
 * them).
 *
 * Decided here where the spec is silent: the classic wallet group is `appearance.walletList`
 * (default `DEFAULT_WALLET_LIST`); 'Other socials' always opens from the 4th web2 row (the slice of
 * 3), so no row shows twice and the web2 rows never exceed 3 before it; the recent row leads the
 * first group even when it belongs to the other one; 'Continue with a wallet' and 'Other wallets'
 * lead to the wallet screen; `passkey` listed in `loginMethodsAndOrder` is the passkey entry, not a
 * row; the developer warnings of `login()` options (methods listed twice, `loginMethods` with
 * `loginMethodsAndOrder`, nothing left) come back in `warnings` (the app config's own are logged
 * when it loads).
 */

export const MAX_LOGIN_ROWS = 5;
/** Ordered layout: rows before 'More options'. */
export const ROWS_WITH_OVERFLOW = 4;
/** Classic layout: web2 rows shown before 'Other socials'. */
export const CLASSIC_OVERFLOW_SLICE = 3;

/** The external wallets offered when the app names none (`appearance.walletList`). */
export const DEFAULT_WALLET_LIST: readonly string[] = [
  'metamask',
  'coinbase_wallet',
  'rainbow',
  'phantom',
  'wallet_connect',
];

/** Social sign-in rows (OAuth providers, Farcaster, Telegram). */
export type SocialMethod = OAuthProvider | 'farcaster' | 'telegram';

/** The web2 methods in the classic layout's order. */
export const WEB2_ORDER = [
  'email',
  'sms',
  'google',
  'twitter',
  'discord',
  'github',
  'spotify',
  'instagram',
  'tiktok',
  'line',
  'linkedin',
  'apple',
  'farcaster',
  'telegram',
] as const satisfies readonly (LoginMethod & ('email' | 'sms' | SocialMethod))[];

export type OverflowLabel =
  | 'otherSocials'
  | 'emailOrSocials'
  | 'smsOrSocials'
  | 'emailOrSms'
  | 'email'
  | 'sms'
  | 'socialAccount'
  | 'moreOptions';

export type WalletLabel = 'continueWithWallet' | 'otherWallets';

/** One row of the landing screen. */
export type LandingRow =
  | { kind: 'email'; recent: boolean }
  | { kind: 'sms'; recent: boolean }
  | { kind: 'social'; method: SocialMethod; recent: boolean }
  /** One external wallet, by its id (`metamask`, …). */
  | { kind: 'wallet'; walletId: string; recent: boolean }
  /** The wallet group behind one button. */
  | { kind: 'wallets'; label: WalletLabel }
  | { kind: 'cross-app'; appId: string }
  /** Opens the other rows in place: the rest of the web2 group, or 'More options'. */
  | { kind: 'overflow'; label: OverflowLabel };

export type LandingVariant = 'login' | 'connect-only';

/** What the layout reads of the merged app config. */
export type LandingConfig = Pick<AppConfig, 'loginMethods' | 'loginMethodsAndOrder'> & {
  appearance: Pick<
    AppConfig['appearance'],
    'loginGroupPriority' | 'hideDirectWeb2Inputs' | 'walletChainType' | 'walletList'
  >;
  legal: AppConfig['legal'] & {
    /** Implicit consent forced: the footer shows even when acceptance is required (spec §2 terms). */
    implicitConsent?: boolean | undefined;
  };
};

export interface LandingLayoutInput {
  config: LandingConfig;
  /** The options of this login (the modal's `login(options)`, or `useLoginMethods(options)`). */
  options?: {
    loginMethods?: LoginMethod[] | undefined;
    prefill?: { type: 'email' | 'phone'; value: string } | undefined;
    walletChainType?: AppConfig['appearance']['walletChainType'] | undefined;
  };
  recent?: RecentLogin | null;
  variant?: LandingVariant;
}

export interface LandingLayout {
  layout: 'classic' | 'ordered' | 'connect-only';
  /** Classic layout: which group leads (after the forcing rules). */
  priority: 'web2-first' | 'web3-first';
  /** The rows shown first. */
  rows: LandingRow[];
  /** The rows the overflow row opens (empty without one). */
  overflow: LandingRow[];
  /** The passkey entry under the rows, or none. */
  passkey: 'continue' | 'i-have' | null;
  /** Which inline input starts open: e-mail, phone, or none. */
  openInput: 'email' | 'sms' | null;
  /** The wallets' chains for this login (`login({ walletChainType })`, else the app's). */
  walletChainType: AppConfig['appearance']['walletChainType'];
  showTerms: boolean;
  /** For the developer (spec §5), to log once. */
  warnings: string[];
}

const WEB2 = new Set<string>(WEB2_ORDER);
const isSocial = (id: string): id is SocialMethod => WEB2.has(id) && id !== 'email' && id !== 'sms';

/** What the last login marks: e-mail, phone, a social provider, or a wallet by its client. */
function recentTarget(recent: RecentLogin | null | undefined): { method: string | null; wallet: string | null } {
  if (!recent) return { method: null, wallet: null };
  if (recent.walletClientType && recent.accountType === 'wallet')
    return { method: null, wallet: recent.walletClientType };
  return { method: WEB2.has(recent.method) ? recent.method : null, wallet: null };
}

function duplicates(list: readonly string[]): string[] {
  return [...new Set(list.filter((item, index) => list.indexOf(item) !== index))];
}

/** The row for one entry of a list (a method, a wallet id, or a cross-app id). */
function rowOf(id: string, recent: { method: string | null; wallet: string | null }): LandingRow {
  if (id === 'email' || id === 'sms') return { kind: id, recent: recent.method === id };
  if (isSocial(id)) return { kind: 'social', method: id, recent: recent.method === id };
  if (id.startsWith('privy:')) return { kind: 'cross-app', appId: id.slice('privy:'.length) };
  if (id === 'wallet') return { kind: 'wallets', label: 'continueWithWallet' };
  return { kind: 'wallet', walletId: id, recent: recent.wallet === id };
}

const isRecent = (row: LandingRow) => 'recent' in row && row.recent;

/** The recent row first, the others in their order. */
const recentFirst = (rows: LandingRow[]) => [...rows.filter(isRecent), ...rows.filter((row) => !isRecent(row))];

function web3FirstLabel(web2: readonly string[]): OverflowLabel {
  const email = web2.includes('email');
  const sms = web2.includes('sms');
  const socials = web2.some(isSocial);
  if (email && socials) return 'emailOrSocials';
  if (sms && socials) return 'smsOrSocials';
  if (email && sms) return 'emailOrSms';
  if (email) return 'email';
  if (sms) return 'sms';
  return 'socialAccount';
}

/** How many rows of an ordered list show before 'More options'. */
export function orderedVisibleCount(primary: number, overflow: number): number {
  if (primary < MAX_LOGIN_ROWS) return primary;
  if (primary === MAX_LOGIN_ROWS && overflow === 0) return MAX_LOGIN_ROWS;
  return ROWS_WITH_OVERFLOW;
}

/** The inline input that starts open. */
function openInputOf(
  input: LandingLayoutInput,
  email: boolean,
  sms: boolean,
  smsListedFirst: boolean,
): 'email' | 'sms' | null {
  if (input.config.appearance.hideDirectWeb2Inputs) return null;
  const prefill = input.options?.prefill?.type;
  const lastWasPhone = input.recent?.accountType === 'phone' || input.recent?.method === 'sms';
  const lastWasEmail = input.recent?.accountType === 'email' || input.recent?.method === 'email';
  if (!sms) return email ? 'email' : null;
  if (!email) return 'sms';
  if (prefill === 'email') return 'email';
  if (prefill === 'phone') return 'sms';
  if (lastWasEmail) return 'email';
  return lastWasPhone || smsListedFirst ? 'sms' : 'email';
}

export function landingLayout(input: LandingLayoutInput): LandingLayout {
  const { config, options = {}, variant = 'login' } = input;
  const warnings: string[] = [];
  const recent = recentTarget(input.recent);
  const only = options.loginMethods;
  if (only) {
    const repeated = duplicates(only);
    if (repeated.length > 0)
      warnings.push(`login({ loginMethods }) lists methods more than once: ${repeated.join(', ')}.`);
    if (config.loginMethodsAndOrder) {
      warnings.push(
        'Both loginMethods (in login()) and loginMethodsAndOrder are set; loginMethodsAndOrder keeps its order.',
      );
    }
  }
  /** On in the app config, and named by `login({ loginMethods })` when given. */
  const enabled = (method: LoginMethod) => config.loginMethods[method] && (only?.includes(method) ?? true);
  const walletChainType = options.walletChainType ?? config.appearance.walletChainType;
  const legal = config.legal;
  const showTerms =
    (!legal.requireUsersAcceptTerms || Boolean(legal.implicitConsent)) &&
    Boolean(legal.termsAndConditionsUrl || legal.privacyPolicyUrl);
  const base = { walletChainType, showTerms, warnings };
  const wallets = enabled('wallet') ? (config.appearance.walletList ?? DEFAULT_WALLET_LIST) : [];
  const walletRows = recentFirst(
    wallets.map((id): LandingRow => ({ kind: 'wallet', walletId: id, recent: recent.wallet === id })),
  );

  if (variant === 'connect-only') {
    const fits = walletRows.length <= MAX_LOGIN_ROWS;
    return {
      ...base,
      layout: 'connect-only',
      priority: 'web3-first',
      rows: fits
        ? walletRows
        : [...walletRows.slice(0, ROWS_WITH_OVERFLOW), { kind: 'wallets', label: 'otherWallets' }],
      overflow: [],
      passkey: null,
      openInput: null,
      showTerms: false,
    };
  }

  const passkeyEntry = (others: number) => (enabled('passkey') ? (others === 0 ? 'continue' : 'i-have') : null);
  const ordered = config.loginMethodsAndOrder;
  if (ordered) {
    /** Methods the app and this login have on; wallet ids need wallets on; cross-app ids always stay. */
    const keep = (id: string) => {
      if (id.startsWith('privy:')) return true;
      if (WEB2.has(id) || id === 'passkey' || id === 'wallet') return enabled(id as LoginMethod);
      return enabled('wallet');
    };
    const listed = [...ordered.primary, ...ordered.overflow].filter(keep);
    // `passkey` in the lists is the passkey entry under the rows, not a row.
    const primary = ordered.primary.filter((id) => keep(id) && id !== 'passkey').map((id) => rowOf(id, recent));
    const rest = ordered.overflow.filter((id) => keep(id) && id !== 'passkey').map((id) => rowOf(id, recent));
    const first = [...primary, ...rest].filter(isRecent);
    const primaryRows = [...first, ...primary.filter((row) => !isRecent(row))];
    const overflowRows = rest.filter((row) => !isRecent(row));
    const count = orderedVisibleCount(primaryRows.length, overflowRows.length);
    const rows = [...primaryRows, ...overflowRows];
    const hidden = rows.slice(count);
    const others = primaryRows.length + overflowRows.length;
    if (listed.length === 0) warnings.push('You must enable at least one login method');
    const email = listed.includes('email');
    const sms = listed.includes('sms');
    return {
      ...base,
      layout: 'ordered',
      priority: config.appearance.loginGroupPriority,
      rows: hidden.length > 0 ? [...rows.slice(0, count), { kind: 'overflow', label: 'moreOptions' }] : rows,
      overflow: hidden,
      passkey: passkeyEntry(others),
      openInput: openInputOf(input, email, sms, email && sms && listed.indexOf('sms') < listed.indexOf('email')),
    };
  }

  const web2 = WEB2_ORDER.filter((method) => enabled(method));
  const web2Rows = web2.map((id) => rowOf(id, recent));
  const hasWallets = walletRows.length > 0;
  if (web2.length === 0 && !hasWallets && !enabled('passkey'))
    warnings.push('You must enable at least one login method');
  // Forcing rules (spec §5), again for the methods of this login.
  const priority: 'web2-first' | 'web3-first' = !hasWallets
    ? 'web2-first'
    : web2.length === 0
      ? 'web3-first'
      : config.appearance.loginGroupPriority;
  const pinnedWallet = walletRows.filter(isRecent);
  const pinnedWeb2 = web2Rows.filter(isRecent);
  const pinned = [...pinnedWallet, ...pinnedWeb2];
  const otherWeb2 = web2Rows.filter((row) => !isRecent(row));
  const otherWallets = walletRows.filter((row) => !isRecent(row));
  const openInput = openInputOf(input, web2.includes('email'), web2.includes('sms'), false);
  const passkey = passkeyEntry(web2.length + wallets.length);

  if (priority === 'web2-first') {
    // The recent row leads the first group, whichever group it is from.
    const group = [...pinned, ...otherWeb2];
    const room = MAX_LOGIN_ROWS - (hasWallets ? 1 : 0);
    const fits = group.length <= room;
    const rows: LandingRow[] = fits
      ? group
      : [...group.slice(0, CLASSIC_OVERFLOW_SLICE), { kind: 'overflow', label: 'otherSocials' }];
    if (hasWallets) rows.push({ kind: 'wallets', label: 'continueWithWallet' });
    return {
      ...base,
      layout: 'classic',
      priority,
      rows,
      overflow: fits ? [] : group.slice(CLASSIC_OVERFLOW_SLICE),
      passkey,
      openInput,
    };
  }

  const inlineWeb2 = config.appearance.hideDirectWeb2Inputs ? 0 : 1;
  const group = [...pinned, ...otherWallets];
  const web2Button = otherWeb2.length > inlineWeb2;
  const room = MAX_LOGIN_ROWS - (otherWeb2.length > 0 ? 1 : 0);
  const rows: LandingRow[] =
    group.length <= room ? group : [...group.slice(0, room - 1), { kind: 'wallets', label: 'otherWallets' }];
  if (web2Button) rows.push({ kind: 'overflow', label: web3FirstLabel(otherWeb2.map(web2Id)) });
  else rows.push(...otherWeb2);
  return {
    ...base,
    layout: 'classic',
    priority,
    rows,
    overflow: web2Button ? otherWeb2 : [],
    passkey,
    openInput,
  };
}

function web2Id(row: LandingRow): string {
  return row.kind === 'social' ? row.method : row.kind;
}
