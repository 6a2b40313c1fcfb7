import {
  CROSS_APP_TRANSACT_PATH,
  type CrossAppRpcRequest,
  crossAppRpcMethods,
  type WireLinkedAccount,
} from '@foyer/headless/contract';
import { decodeJwt } from 'jose';
import * as v from 'valibot';
import type { EmulatorApp, EmulatorContext } from '../../kernel/context.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { findApp, originAllowed } from '../apps/index.ts';
import { consentError } from './consentPage.ts';
import { connectionTo } from './crossApp.ts';
import { oauthSlice } from './slice.ts';
import { renderTransactPage, type TransactPage, type TransactWallet, transactPageCsp } from './transactPage.ts';

/** Reference §5.13: the `request` query parameter (bigints as 0x hex). */
const requestSchema = v.object({
  content: v.object({
    request: v.object({
      request: v.object({ method: v.picklist(crossAppRpcMethods), params: v.array(v.unknown()) }),
    }),
  }),
  timestamp: v.number(),
  callbackUrl: v.pipe(v.string(), v.url()),
});

type EmbeddedAccount = Extract<WireLinkedAccount, { type: 'wallet' }> & {
  wallet_index?: number;
  imported?: boolean;
};

const isEmbeddedEthereum = (account: WireLinkedAccount): account is EmbeddedAccount =>
  account.type === 'wallet' && account.wallet_client_type === 'privy' && account.chain_type === 'ethereum';

/** The provider user's embedded Ethereum wallet at `address`, with its entropy (the index-0 wallet's address). */
function walletOf(accounts: WireLinkedAccount[], address: string): TransactWallet | undefined {
  const wallets = accounts.filter(isEmbeddedEthereum);
  const wallet = wallets.find((account) => account.address.toLowerCase() === address.toLowerCase());
  if (!wallet) return undefined;
  const root = wallets.find((account) => !account.imported && (account.wallet_index ?? 0) === 0);
  const entropy = wallet.imported || !root ? wallet : root;
  return {
    address: wallet.address,
    entropyId: entropy.address,
    entropyIdVerifier: 'ethereum-address-verifier',
    hdWalletIndex: wallet.imported ? 0 : (wallet.wallet_index ?? 0),
  };
}

/** The address a request signs with: `personal_sign [message, address]`, typed data `[address, data]`, a transaction's `from`. */
function addressOf(request: CrossAppRpcRequest): string | undefined {
  const [first, second] = request.params;
  const candidate =
    request.method === 'personal_sign'
      ? second
      : request.method === 'eth_signTypedData_v4'
        ? first
        : (first as { from?: unknown } | undefined)?.from;
  return typeof candidate === 'string' ? candidate : undefined;
}

/** The session id a token names, read before its signature is checked (to find its grant). */
function sessionIdOf(token: string): string | undefined {
  try {
    const { sid } = decodeJwt(token);
    return typeof sid === 'string' ? sid : undefined;
  } catch {
    return undefined;
  }
}

type Checked = { page: TransactPage } | { status: 400 | 401; message: string };

/**
 * Checks a transact request: its JSON, its provider access token (a real access token of a session
 * the emulator granted to a requesting app by a cross-app login or link), its `callbackUrl` (an
 * origin of that requesting app), the connection (not read-only), and the wallet (one of the
 * provider user's embedded Ethereum wallets). Failures after the callback is known are answered to
 * it by the page; before, as plain text.
 */
async function check(core: EmulatorCore, token: string | undefined, raw: string | undefined): Promise<Checked> {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '');
  } catch {
    return { status: 400, message: 'The `request` parameter is not JSON.' };
  }
  const parsed = v.safeParse(requestSchema, json);
  if (!parsed.success) return { status: 400, message: `Invalid request: ${parsed.issues[0].message}` };
  const { request } = parsed.output.content.request;
  const grant = token ? core.slice(oauthSlice).grants.get(sessionIdOf(token) ?? '') : undefined;
  const claims = grant && token ? await core.tokens.verifyAccessToken(token, grant.provider_app_id) : null;
  const requester = grant && findApp(core, grant.app_id);
  const provider = grant && findApp(core, grant.provider_app_id);
  const user = claims ? core.identity.user(claims.sub) : undefined;
  if (!grant || !claims || !requester || !provider || !user || user.app_id !== grant.provider_app_id) {
    return { status: 401, message: 'Transactions require a valid token' };
  }
  const callbackOrigin = new URL(parsed.output.callbackUrl).origin;
  if (!originAllowed(requester, callbackOrigin)) {
    return { status: 400, message: `The callback ${callbackOrigin} is not an origin of app ${requester.config.id}.` };
  }
  const base = { provider: provider.config, requester: requester.config, callbackOrigin, request };
  const connection = connectionTo(core, requester.config.id, provider.config.id);
  if (!connection) return { page: { ...base, error: 'Invalid connected app' } };
  if (connection.read_only) return { page: { ...base, error: 'Cannot transact against a read-only provider app' } };
  const address = addressOf(request);
  const wallet = address === undefined ? undefined : walletOf(user.user.linked_accounts, address);
  if (!wallet) return { page: { ...base, error: 'Cannot request a signature with this wallet address' } };
  return { page: { ...base, wallet } };
}

function securityHeaders(c: EmulatorContext): void {
  c.header('content-security-policy', transactPageCsp());
  c.header('cache-control', 'no-store');
  c.header('referrer-policy', 'no-referrer');
  c.header('x-content-type-options', 'nosniff');
}

/**
 * `GET /oauth/transact?token=&request=` (reference §5.13): the provider app's transact page, on the
 * emulator's (the wallet's) origin. The user reads the request and approves or rejects it there;
 * the page's script signs through the provider app's wallet iframe and posts the answer to its
 * opener, at the checked callback origin only.
 */
export function registerTransactPage(hono: EmulatorApp, core: EmulatorCore): void {
  hono.get(CROSS_APP_TRANSACT_PATH, async (c) => {
    const checked = await check(core, c.req.query('token'), c.req.query('request'));
    if ('status' in checked) return consentError(c, checked.status, checked.message);
    securityHeaders(c);
    return c.html(renderTransactPage(checked.page));
  });
}
