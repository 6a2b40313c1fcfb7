import { routeDomains as routes } from '@foyer/headless/contract';
import { invalidData } from '../../kernel/errors.ts';
import type { Registry } from '../../kernel/registry.ts';
import { accountBodies } from './accountSchemas.ts';

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Telegram's user id from either proof of a transfer body. */
function telegramUserId(body: {
  telegram_auth_result?: { id: number };
  telegram_web_app_data?: { user: string };
}): string {
  if (body.telegram_auth_result) return String(body.telegram_auth_result.id);
  try {
    const user: unknown = JSON.parse(body.telegram_web_app_data?.user ?? '');
    if (typeof user === 'object' && user !== null && 'id' in user) return String(user.id);
  } catch {}
  throw invalidData('A Telegram transfer needs telegram_auth_result or telegram_web_app_data naming the user');
}

/**
 * Unlinking for wallets, OAuth (and cross-app), Farcaster and Telegram, and the account transfers of
 * wallets, OAuth, Farcaster and Telegram (reference §5.4-§5.8): the accounts no one login method
 * owns the routes of. The nonce, issued when a link met the account held by another user
 * (`Identity.link`), is what proves the account: it was verified when it was issued.
 */
export function registerAccountRoutes({ core, route }: Registry): void {
  const { authenticate, unlink, transfer } = core.identity;

  route(routes.accounts.unlinkEthereumWallet, accountBodies.unlinkWallet, async (request) => {
    const { address } = request.body;
    return unlink(
      await authenticate(request),
      (a) => a.type === 'wallet' && a.chain_type === 'ethereum' && sameAddress(a.address, address),
    );
  });
  route(routes.accounts.unlinkSolanaWallet, accountBodies.unlinkWallet, async (request) => {
    const { address } = request.body;
    return unlink(
      await authenticate(request),
      (a) => a.type === 'wallet' && a.chain_type === 'solana' && a.address === address,
    );
  });
  route(routes.accounts.unlinkOAuth, accountBodies.unlinkOAuth, async (request) => {
    const { provider, subject } = request.body;
    const crossApp = provider.startsWith('privy:') ? provider.slice('privy:'.length) : null;
    return unlink(await authenticate(request), (a) =>
      crossApp === null
        ? a.type === `${provider}_oauth` && 'subject' in a && a.subject === subject
        : a.type === 'cross_app' && a.provider_app_id === crossApp && a.subject === subject,
    );
  });
  route(routes.accounts.unlinkFarcaster, accountBodies.unlinkFarcaster, async (request) =>
    unlink(await authenticate(request), (a) => a.type === 'farcaster' && a.fid === request.body.fid),
  );
  route(routes.accounts.unlinkTelegram, accountBodies.unlinkTelegram, async (request) =>
    unlink(
      await authenticate(request),
      (a) => a.type === 'telegram' && a.telegram_user_id === request.body.telegram_user_id,
    ),
  );

  route(routes.accounts.transferEthereumWallet, accountBodies.transferWallet, async (request) => {
    const { nonce, address } = request.body;
    return transfer(await authenticate(request), nonce, (key) => key === `wallet:${address.toLowerCase()}`);
  });
  route(routes.accounts.transferOAuth, accountBodies.transferOAuth, async (request) => {
    const { nonce, userInfo } = request.body;
    return transfer(
      await authenticate(request),
      nonce,
      (key) => /^[a-z]+_oauth:/.test(key) && key.slice(key.indexOf(':') + 1) === userInfo.subject,
    );
  });
  route(routes.accounts.transferFarcaster, accountBodies.transferFarcaster, async (request) => {
    const { nonce, farcaster_id } = request.body;
    return transfer(await authenticate(request), nonce, (key) => key === `farcaster:${farcaster_id}`);
  });
  route(routes.accounts.transferTelegram, accountBodies.transferTelegram, async (request) => {
    const id = telegramUserId(request.body);
    return transfer(await authenticate(request), request.body.nonce, (key) => key === `telegram:${id}`);
  });
}
