import { ErrorCode, routeDomains as routes, type WireWalletAccount } from '@foyer/headless/contract';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import type { AppRecord } from '../../kernel/app.ts';
import { toUnixSeconds } from '../../kernel/clock.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import { randomToken } from '../../kernel/random.ts';
import type { Registry } from '../../kernel/registry.ts';
import { originAllowed } from '../apps/index.ts';
import { checkCaptchaToken } from '../captcha/index.ts';
import { parseSiwsMessage, readMemoTransactionMessage, type SiwsFields } from './message.ts';
import { siwsBodies } from './schemas.ts';
import { siwsSlice } from './slice.ts';

/** How long a SIWS nonce may be used. */
export const SIWS_NONCE_TTL_MS = 10 * 60_000;

export function solanaWalletAccount(
  address: string,
  meta: { walletClientType: string | null; connectorType: string | null },
  nowSeconds: number,
): WireWalletAccount {
  return {
    type: 'wallet',
    address,
    chain_type: 'solana',
    wallet_client: 'unknown',
    wallet_client_type: meta.walletClientType ?? 'unknown',
    connector_type: meta.connectorType ?? 'unknown',
    verified_at: nowSeconds,
    first_verified_at: nowSeconds,
    latest_verified_at: nowSeconds,
  };
}

interface SignedBody {
  message: string;
  signature: string;
  message_type?: 'plain' | 'transaction';
}

const badSignature = () => new ApiError(401, ErrorCode.INVALID_CREDENTIALS, 'Invalid SIWS signature');

/**
 * Checks a SIWS body and returns the message it signed: the ed25519 signature of the wallet named by
 * the message, over the text (`plain`) or over the transaction message whose Memo is the text
 * (`transaction`); the message's page (its URI is the request's origin and an allowed domain, its
 * domain that origin's host), `Chain ID: mainnet`; the nonce issued to this app and address, unused
 * and unexpired (used up here, whatever follows).
 */
function verifySiws(
  core: EmulatorCore,
  appId: string,
  app: AppRecord,
  origin: string | undefined,
  body: SignedBody,
): SiwsFields {
  let signed: Uint8Array;
  let text: string;
  let signer: string;
  if (body.message_type === 'transaction') {
    const transaction = readMemoTransactionMessage(body.message);
    const memo = transaction.memos.find((candidate) =>
      candidate.includes('wants you to sign in with your Solana account'),
    );
    if (!memo) throw invalidData('The transaction carries no SIWS message in its Memo');
    text = memo;
    signed = transaction.bytes;
    signer = transaction.payer;
  } else {
    text = body.message;
    signed = new TextEncoder().encode(body.message);
    signer = '';
  }
  const fields = parseSiwsMessage(text);
  if (signer && signer !== fields.address)
    throw invalidData('The transaction is not paid by the wallet the message names');
  if (fields.version !== '1' || fields.chainId !== 'mainnet') {
    throw invalidData('A SIWS message is version 1 on Chain ID mainnet');
  }
  let uri: URL;
  try {
    uri = new URL(fields.uri);
  } catch {
    throw invalidData('The message has no valid URI');
  }
  if (
    uri.host !== fields.domain ||
    (origin !== undefined && origin !== uri.origin) ||
    !originAllowed(app, uri.origin)
  ) {
    throw new ApiError(403, ErrorCode.INVALID_DATA, `The message's domain ${fields.domain} is not this app's page`);
  }
  const nonces = core.slice(siwsSlice);
  const record = nonces.get(fields.nonce);
  nonces.delete(fields.nonce);
  if (
    !record ||
    record.app_id !== appId ||
    record.address !== fields.address ||
    record.expires_at <= core.clock.now(appId)
  ) {
    throw new ApiError(401, ErrorCode.INVALID_CREDENTIALS, 'Invalid, used or expired SIWS nonce');
  }
  let signature: Uint8Array;
  let publicKey: Uint8Array;
  try {
    signature = base64.decode(body.signature);
    publicKey = base58.decode(fields.address);
  } catch {
    throw badSignature();
  }
  let valid = false;
  try {
    valid = signature.length === 64 && publicKey.length === 32 && ed25519.verify(signature, signed, publicKey);
  } catch {
    valid = false;
  }
  if (!valid) throw badSignature();
  return fields;
}

function checkMethod(app: AppRecord): void {
  if (!app.config.solana_wallet_auth) {
    throw new ApiError(
      403,
      ErrorCode.DISALLOWED_LOGIN_METHOD,
      'Login with a Solana wallet is not allowed for this app',
    );
  }
}

/** Reference §5.8: Sign-In With Solana (its unlink is in the identity domain's account routes). */
export function registerSiwsRoutes({ core, route }: Registry): void {
  const { identity } = core;
  const nowSeconds = (appId: string) => toUnixSeconds(core.clock.now(appId));
  const origin = (c: { req: { header(name: string): string | undefined } }) => c.req.header('origin');

  route(routes.siws.init, siwsBodies.init, async (request) => {
    const { body, appId, app } = request;
    const signedIn = await identity.isSignedIn(request);
    // A visitor needs the method and the captcha's token; a signed-in user linking a wallet does not.
    if (!signedIn) checkMethod(app);
    if (body.token !== undefined || !signedIn) checkCaptchaToken(core, app, body.token);
    const nonce = randomToken(16);
    const expires = core.clock.now(request.appId) + SIWS_NONCE_TTL_MS;
    core.slice(siwsSlice).set(nonce, { nonce, app_id: appId, address: body.address, expires_at: expires });
    return { nonce, address: body.address, expires_at: new Date(expires).toISOString() };
  });

  route(routes.siws.authenticate, siwsBodies.authenticate, (request) => {
    const { body, appId, app, c } = request;
    checkMethod(app);
    const { address } = verifySiws(core, appId, app, origin(c), body);
    const account = solanaWalletAccount(address, body, nowSeconds(request.appId));
    return identity.logIn(request, account, { mode: body.mode, allowlist: address });
  });

  route(routes.siws.link, siwsBodies.link, async (request) => {
    const { body, appId, app, c } = request;
    const record = await identity.authenticate(request);
    identity.requireRoom(record, 'wallet');
    const { address } = verifySiws(core, appId, app, origin(c), body);
    // The reference has no SIWS transfer route: another user's wallet cannot move here.
    return identity.link(record, solanaWalletAccount(address, body, nowSeconds(request.appId)), { transfer: false });
  });
}
