import { describe, expect, it } from 'vitest';
import type { LoginMethod } from '../config/types.ts';
import type { RecentLogin } from '../recent.ts';
import {
  CLASSIC_OVERFLOW_SLICE,
  DEFAULT_WALLET_LIST,
  type LandingConfig,
  type LandingLayoutInput,
  type LandingRow,
  landingLayout,
  MAX_LOGIN_ROWS,
  orderedVisibleCount,
  ROWS_WITH_OVERFLOW,
  WEB2_ORDER,
} from './landingLayout.ts';

const ALL: LoginMethod[] = [...WEB2_ORDER, 'wallet', 'passkey'];

function config(
  methods: LoginMethod[],
  overrides: {
    priority?: 'web2-first' | 'web3-first';
    hide?: boolean;
    walletList?: string[];
    ordered?: { primary: string[]; overflow?: string[] };
    legal?: Partial<LandingConfig['legal']>;
  } = {},
): LandingConfig {
  return {
    loginMethods: Object.fromEntries(ALL.map((m) => [m, methods.includes(m)])) as Record<LoginMethod, boolean>,
    loginMethodsAndOrder: overrides.ordered
      ? { primary: overrides.ordered.primary, overflow: overrides.ordered.overflow ?? [] }
      : null,
    appearance: {
      loginGroupPriority: overrides.priority ?? 'web2-first',
      hideDirectWeb2Inputs: overrides.hide ?? false,
      walletChainType: 'ethereum-only',
      walletList: overrides.walletList ?? ['metamask', 'coinbase_wallet', 'rainbow', 'phantom', 'wallet_connect'],
    },
    legal: { termsAndConditionsUrl: null, privacyPolicyUrl: null, requireUsersAcceptTerms: false, ...overrides.legal },
  };
}

/** A row as a short name: `email`, `google`, `wallet:metamask`, `wallets:otherWallets`, `overflow:moreOptions`, … */
function name(row: LandingRow): string {
  const recent = 'recent' in row && row.recent ? '*' : '';
  switch (row.kind) {
    case 'email':
    case 'sms':
      return row.kind + recent;
    case 'social':
      return row.method + recent;
    case 'wallet':
      return `wallet:${row.walletId}${recent}`;
    case 'wallets':
      return `wallets:${row.label}`;
    case 'cross-app':
      return `privy:${row.appId}`;
    case 'overflow':
      return `overflow:${row.label}`;
  }
}

const layout = (input: LandingLayoutInput) => {
  const result = landingLayout(input);
  return { ...result, rows: result.rows.map(name), overflow: result.overflow.map(name) };
};

const recent = (method: string, more: Partial<RecentLogin> = {}): RecentLogin => ({
  method,
  accountType: null,
  walletClientType: null,
  chainType: null,
  ...more,
});

describe('landing layout constants (spec §9 login rows)', () => {
  it('max 5 rows; 4 with overflow; classic overflow slice 3', () => {
    expect([MAX_LOGIN_ROWS, ROWS_WITH_OVERFLOW, CLASSIC_OVERFLOW_SLICE]).toEqual([5, 4, 3]);
  });

  it('the app’s wallet list, else the default one', () => {
    const c = config(['wallet']);
    const rows = (walletList: string[] | null) =>
      landingLayout({ config: { ...c, appearance: { ...c.appearance, walletList } } }).rows.map(name);
    expect(rows(null)).toEqual(DEFAULT_WALLET_LIST.map((id) => `wallet:${id}`));
    expect(rows(['rainbow'])).toEqual(['wallet:rainbow']);
  });

  it.each([
    [0, 0, 0],
    [3, 0, 3],
    [3, 2, 3],
    [4, 9, 4],
    [5, 0, 5],
    [5, 1, 4],
    [6, 0, 4],
    [9, 3, 4],
  ])('ordered: %i primary and %i overflow show %i rows before More options', (primary, overflow, shown) => {
    expect(orderedVisibleCount(primary, overflow)).toBe(shown);
  });
});

describe('classic layout, web2-first', () => {
  it('all web2 rows when they fit, in the classic order, then Continue with a wallet', () => {
    const result = layout({ config: config(['google', 'email', 'sms', 'wallet']) });
    expect(result).toMatchObject({ layout: 'classic', priority: 'web2-first', overflow: [] });
    expect(result.rows).toEqual(['email', 'sms', 'google', 'wallets:continueWithWallet']);
  });

  it('5 web2 rows fit without wallets', () => {
    const result = layout({ config: config(['email', 'sms', 'google', 'twitter', 'discord']) });
    expect(result.rows).toEqual(['email', 'sms', 'google', 'twitter', 'discord']);
  });

  it('overflow: the first 3, Other socials, the wallet button: 5 rows; Other socials lists the rest', () => {
    const result = layout({ config: config(['email', 'sms', 'google', 'twitter', 'discord', 'wallet']) });
    expect(result.rows).toEqual(['email', 'sms', 'google', 'overflow:otherSocials', 'wallets:continueWithWallet']);
    expect(result.rows).toHaveLength(MAX_LOGIN_ROWS);
    expect(result.overflow).toEqual(['twitter', 'discord']);
  });

  it('overflow without wallets: the first 3 then Other socials', () => {
    const result = layout({ config: config([...WEB2_ORDER]) });
    expect(result.rows).toEqual(['email', 'sms', 'google', 'overflow:otherSocials']);
    expect(result.overflow).toEqual(WEB2_ORDER.slice(CLASSIC_OVERFLOW_SLICE));
  });

  it('the recent method leads, with the chip; the recent wallet leads the web2 group too', () => {
    expect(layout({ config: config(['email', 'google', 'github']), recent: recent('github') }).rows).toEqual([
      'github*',
      'email',
      'google',
    ]);
    const wallet = recent('siwe', { accountType: 'wallet', walletClientType: 'rainbow', chainType: 'ethereum' });
    expect(layout({ config: config(['email', 'wallet']), recent: wallet }).rows).toEqual([
      'wallet:rainbow*',
      'email',
      'wallets:continueWithWallet',
    ]);
  });

  it('a recent method the screen does not show marks nothing', () => {
    expect(layout({ config: config(['email']), recent: recent('google') }).rows).toEqual(['email']);
    expect(layout({ config: config(['email']), recent: recent('passkey') }).rows).toEqual(['email']);
  });
});

describe('classic layout, web3-first', () => {
  const web3 = (methods: LoginMethod[], more: Parameters<typeof config>[1] = {}) =>
    layout({ config: config(methods, { priority: 'web3-first', ...more }) });

  it('wallet rows first; one web2 method inline', () => {
    const result = web3(['wallet', 'email'], { walletList: ['metamask', 'rainbow'] });
    expect(result.rows).toEqual(['wallet:metamask', 'wallet:rainbow', 'email']);
    expect(result.priority).toBe('web3-first');
  });

  it('too many wallets: Other wallets; the web2 group keeps its row', () => {
    const result = web3(['wallet', 'email', 'google']);
    expect(result.rows).toEqual([
      'wallet:metamask',
      'wallet:coinbase_wallet',
      'wallet:rainbow',
      'wallets:otherWallets',
      'overflow:emailOrSocials',
    ]);
    expect(result.overflow).toEqual(['email', 'google']);
  });

  it('5 wallets fit when there is no web2 method', () => {
    expect(web3(['wallet']).rows).toHaveLength(5);
    expect(web3(['wallet'], { walletList: ['a', 'b', 'c', 'd', 'e', 'f'] }).rows).toEqual([
      'wallet:a',
      'wallet:b',
      'wallet:c',
      'wallet:d',
      'wallets:otherWallets',
    ]);
  });

  it.each([
    [['email', 'sms', 'google'], 'emailOrSocials'],
    [['email', 'apple'], 'emailOrSocials'],
    [['sms', 'discord'], 'smsOrSocials'],
    [['email', 'sms'], 'emailOrSms'],
    [['google', 'farcaster'], 'socialAccount'],
  ] as const)('the web2 button for %j reads %s', (methods, label) => {
    const result = web3(['wallet', ...methods], { walletList: ['metamask'] });
    expect(result.rows).toEqual(['wallet:metamask', `overflow:${label}`]);
    expect(result.overflow).toHaveLength(methods.length);
  });

  it.each([
    [['email'], 'email'],
    [['sms'], 'sms'],
  ] as const)('hideDirectWeb2Inputs puts even a single %j behind the button (%s)', (methods, label) => {
    const result = web3(['wallet', ...methods], { walletList: ['metamask'], hide: true });
    expect(result.rows).toEqual(['wallet:metamask', `overflow:${label}`]);
    expect(result.openInput).toBeNull();
  });
});

describe('forcing rules (spec §5)', () => {
  it('wallet-first is forced off without wallet login', () => {
    expect(layout({ config: config(['email'], { priority: 'web3-first' }) }).priority).toBe('web2-first');
  });

  it('wallet-first is forced on when no web2 login exists', () => {
    const result = layout({ config: config(['wallet'], { priority: 'web2-first' }) });
    expect(result.priority).toBe('web3-first');
    expect(result.rows[0]).toBe('wallet:metamask');
  });

  it('the rules follow the methods of this login (login({ loginMethods }))', () => {
    const c = config(['email', 'wallet'], { priority: 'web2-first' });
    expect(layout({ config: c, options: { loginMethods: ['wallet'] } }).priority).toBe('web3-first');
    const d = config(['email', 'wallet'], { priority: 'web3-first' });
    expect(layout({ config: d, options: { loginMethods: ['email'] } }).priority).toBe('web2-first');
  });
});

describe('login-time options', () => {
  it('loginMethods narrows the app’s methods and never adds one', () => {
    const result = layout({ config: config(['email', 'google']), options: { loginMethods: ['google', 'sms'] } });
    expect(result.rows).toEqual(['google']);
  });

  it('walletChainType of login() wins over the app’s', () => {
    expect(layout({ config: config(['wallet']) }).walletChainType).toBe('ethereum-only');
    expect(layout({ config: config(['wallet']), options: { walletChainType: 'solana-only' } }).walletChainType).toBe(
      'solana-only',
    );
  });
});

describe('inline inputs', () => {
  const both = config(['email', 'sms']);
  it.each([
    ['by default, e-mail', {}, 'email'],
    ['after a phone login, the phone', { recent: recent('sms', { accountType: 'phone' }) }, 'sms'],
    ['after an e-mail login, e-mail', { recent: recent('email', { accountType: 'email' }) }, 'email'],
    ['a phone prefill, the phone', { options: { prefill: { type: 'phone', value: '+1555' } } }, 'sms'],
    [
      'an e-mail prefill wins over a phone login',
      { options: { prefill: { type: 'email', value: 'a@b.co' } }, recent: recent('sms') },
      'email',
    ],
  ] as const)('%s starts open', (_, input, open) => {
    expect(layout({ config: both, ...input }).openInput).toBe(open);
  });

  it('only SMS: the phone; neither: none; hideDirectWeb2Inputs: none', () => {
    expect(layout({ config: config(['sms']) }).openInput).toBe('sms');
    expect(layout({ config: config(['google']) }).openInput).toBeNull();
    expect(layout({ config: config(['email', 'sms'], { hide: true }) }).openInput).toBeNull();
  });

  it('ordered: SMS listed before e-mail opens the phone', () => {
    const c = config(['email', 'sms'], { ordered: { primary: ['sms', 'email'] } });
    expect(layout({ config: c }).openInput).toBe('sms');
  });
});

describe('ordered layout (loginMethodsAndOrder)', () => {
  const ordered = (primary: string[], overflow: string[] = [], more: Partial<LandingLayoutInput> = {}) =>
    layout({
      config: config(['email', 'sms', 'google', 'twitter', 'discord', 'github', 'apple', 'wallet'], {
        ordered: { primary, overflow },
      }),
      ...more,
    });

  it('primary in order; overflow behind More options', () => {
    const result = ordered(['google', 'email'], ['twitter']);
    expect(result).toMatchObject({ layout: 'ordered' });
    expect(result.rows).toEqual(['google', 'email', 'overflow:moreOptions']);
    expect(result.overflow).toEqual(['twitter']);
  });

  it('5 primary and no overflow: 5 rows', () => {
    expect(ordered(['email', 'sms', 'google', 'twitter', 'discord']).rows).toHaveLength(5);
  });

  it('5 primary and an overflow: 4 rows plus More options', () => {
    const result = ordered(['email', 'sms', 'google', 'twitter', 'discord'], ['github']);
    expect(result.rows).toEqual(['email', 'sms', 'google', 'twitter', 'overflow:moreOptions']);
    expect(result.overflow).toEqual(['discord', 'github']);
  });

  it('wallet ids and privy: cross-app ids become rows', () => {
    const result = ordered(['metamask', 'privy:clxyz123', 'wallet']);
    expect(result.rows).toEqual(['wallet:metamask', 'privy:clxyz123', 'wallets:continueWithWallet']);
  });

  it('the recent entry leads, even from the overflow', () => {
    const result = ordered(['email', 'google'], ['apple'], { recent: recent('apple') });
    expect(result.rows).toEqual(['apple*', 'email', 'google']);
    expect(result.overflow).toEqual([]);
  });

  it('login({ loginMethods }) narrows the list and earns a warning', () => {
    const result = ordered(['email', 'google', 'metamask'], [], { options: { loginMethods: ['google'] } });
    expect(result.rows).toEqual(['google']);
    expect(result.warnings).toEqual([
      'Both loginMethods (in login()) and loginMethodsAndOrder are set; loginMethodsAndOrder keeps its order.',
    ]);
  });
});

describe('passkey entry', () => {
  it.each([
    [['passkey'], 'continue'],
    [['passkey', 'email'], 'i-have'],
    [['email'], null],
  ] as const)('%j → %s', (methods, entry) => {
    expect(landingLayout({ config: config([...methods]) }).passkey).toBe(entry);
  });

  it('ordered: `passkey` in the list is the entry, not a row', () => {
    const result = landingLayout({
      config: config(['email', 'passkey'], { ordered: { primary: ['email', 'passkey'] } }),
    });
    expect(result.rows.map(name)).toEqual(['email']);
    expect(result.passkey).toBe('i-have');
    const alone = landingLayout({ config: config(['passkey'], { ordered: { primary: ['passkey'] } }) });
    expect(alone.passkey).toBe('continue');
  });
});

describe('connect-only variant', () => {
  it('wallets only: no web2 rows, no passkey, no terms footer', () => {
    const result = layout({
      config: config(['email', 'passkey', 'wallet'], {
        walletList: ['metamask', 'rainbow'],
        legal: { termsAndConditionsUrl: 'https://example.com/terms' },
      }),
      variant: 'connect-only',
    });
    expect(result).toMatchObject({ layout: 'connect-only', passkey: null, showTerms: false, openInput: null });
    expect(result.rows).toEqual(['wallet:metamask', 'wallet:rainbow']);
  });

  it('more than 5 wallets: 4 and Other wallets', () => {
    const result = layout({
      config: config(['wallet'], { walletList: ['a', 'b', 'c', 'd', 'e', 'f'] }),
      variant: 'connect-only',
    });
    expect(result.rows).toEqual(['wallet:a', 'wallet:b', 'wallet:c', 'wallet:d', 'wallets:otherWallets']);
  });
});

describe('terms footer (spec §2 terms consent)', () => {
  it.each([
    ['no URLs: none', {}, false],
    ['a URL, acceptance not required: shown', { privacyPolicyUrl: 'https://example.com/p' }, true],
    [
      'acceptance required: none',
      { termsAndConditionsUrl: 'https://example.com/t', requireUsersAcceptTerms: true },
      false,
    ],
    [
      'acceptance required but implicit consent forced: shown',
      { termsAndConditionsUrl: 'https://example.com/t', requireUsersAcceptTerms: true, implicitConsent: true },
      true,
    ],
  ])('%s', (_, legal, shown) => {
    expect(landingLayout({ config: config(['email'], { legal }) }).showTerms).toBe(shown);
  });
});

describe('warnings for the developer (spec §5)', () => {
  it('duplicates in login({ loginMethods })', () => {
    expect(layout({ config: config(['email']), options: { loginMethods: ['email', 'email'] } }).warnings).toEqual([
      'login({ loginMethods }) lists methods more than once: email.',
    ]);
  });

  it('no method left for this login', () => {
    expect(layout({ config: config(['email']), options: { loginMethods: ['google'] } }).warnings).toEqual([
      'You must enable at least one login method',
    ]);
    const c = config(['email'], { ordered: { primary: ['email'] } });
    expect(layout({ config: c, options: { loginMethods: ['sms'] } }).warnings).toContain(
      'You must enable at least one login method',
    );
  });

  it('none for a plain config', () => {
    expect(layout({ config: config(['email', 'wallet']) }).warnings).toEqual([]);
  });
});
