import {
  AUTHORIZATION_LIMITS,
  AUTHORIZATION_SIGNATURE_HEADER,
  type AuthorizationRequest,
  authorizationPayload,
  HEADER,
  IDEMPOTENCY_KEY_HEADER,
  REQUEST_EXPIRY_HEADER,
} from '@foyer/headless/contract';
import type { EmulatorContext } from '../../kernel/context.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError } from '../../kernel/errors.ts';
import type { Caller } from './caller.ts';
import { pointOfSpki, verifiesP256 } from './keys.ts';
import { type KeyQuorumRecord, type ServerWalletRecord, walletApiSlice } from './slice.ts';

/**
 * Who authorized a request on a wallet: its owner, or a signer whose policies apply (a session
 * signer, an app key of a delegated user wallet, or the app secret alone on an app wallet with no owner).
 */
export type Authority = { kind: 'owner' } | { kind: 'signer'; policyIds: string[] };

const unauthorized = (message: string) => new ApiError(401, undefined, message);

/** `privy-request-expiry`: required, not past, at most `AUTHORIZATION_LIMITS.maxExpiryMs` ahead. */
function requestExpiry(core: EmulatorCore, appId: string, c: EmulatorContext): number {
  const raw = c.req.header(REQUEST_EXPIRY_HEADER);
  if (raw === undefined) throw unauthorized(`${REQUEST_EXPIRY_HEADER} is required (milliseconds since the epoch)`);
  const expiry = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(expiry)) {
    throw unauthorized(`${REQUEST_EXPIRY_HEADER} must be milliseconds since the epoch`);
  }
  const now = core.clock.now(appId);
  if (expiry <= now) throw unauthorized('The request has expired (privy-request-expiry is past)');
  if (expiry > now + AUTHORIZATION_LIMITS.maxExpiryMs) {
    throw unauthorized(
      `${REQUEST_EXPIRY_HEADER} is more than ${AUTHORIZATION_LIMITS.maxExpiryMs / 60_000} minutes ahead`,
    );
  }
  return expiry;
}

/** The request as its signers signed it: the URL it arrived at, its JSON body, its app and expiry headers. */
function signedRequest(c: EmulatorContext, appId: string, body: unknown, expiry: string): AuthorizationRequest {
  const idempotencyKey = c.req.header(IDEMPOTENCY_KEY_HEADER);
  return {
    version: 1,
    method: c.req.method as AuthorizationRequest['method'],
    url: c.req.url,
    body,
    headers: {
      [HEADER.appId]: appId,
      [REQUEST_EXPIRY_HEADER]: expiry,
      ...(idempotencyKey === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
    } as AuthorizationRequest['headers'],
  };
}

/** Whether `threshold` of the quorum's keys are among those that signed. */
const satisfied = (quorum: KeyQuorumRecord | undefined, signed: ReadonlySet<string>) =>
  quorum !== undefined && quorum.public_keys.filter((key) => signed.has(key)).length >= quorum.authorization_threshold;

/**
 * Checks the authorization signature of a request on `wallet` (see `core/wallets/authorization.ts`):
 * expiry, replay, then which of the keys the wallet accepts signed it. 401 for anything missing,
 * expired, replayed or signed by no key the wallet accepts. An app wallet with no owner answers its
 * app secret alone.
 */
export function authorize(
  core: EmulatorCore,
  { appId, c, caller, body }: { appId: string; c: EmulatorContext; caller: Caller; body: unknown },
  wallet: ServerWalletRecord,
): Authority {
  if (wallet.owner_id === null && wallet.user_id === null && caller.kind === 'app') {
    return { kind: 'signer', policyIds: wallet.policy_ids };
  }
  const header = c.req.header(AUTHORIZATION_SIGNATURE_HEADER);
  if (!header)
    throw unauthorized(`This request needs ${AUTHORIZATION_SIGNATURE_HEADER}: a signature by a key the wallet accepts`);
  const expiry = requestExpiry(core, appId, c);
  const state = core.slice(walletApiSlice);
  const now = core.clock.now(appId);
  for (const [used, until] of state.usedSignatures) if (until <= now) state.usedSignatures.delete(used);
  const signatures = header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (signatures.some((signature) => state.usedSignatures.has(signature))) {
    throw unauthorized('This authorization signature was already used: sign each request anew (replay refused)');
  }
  const quorums = [...state.keyQuorums.values()].filter((quorum) => quorum.app_id === appId);
  const payload = authorizationPayload(signedRequest(c, appId, body, String(expiry)));
  const signed = new Set<string>();
  for (const key of new Set(quorums.flatMap((quorum) => quorum.public_keys))) {
    const point = pointOfSpki(key);
    if (point && signatures.some((signature) => verifiesP256(signature, payload, point))) signed.add(key);
  }
  const authority = authorityOf(wallet, quorums, signed);
  if (!authority) {
    throw unauthorized(
      'No key this wallet accepts signed this request (its owner, its session signers' +
        `${wallet.user_id === null ? '' : ", or the app's authorization keys"})`,
    );
  }
  for (const signature of signatures) state.usedSignatures.set(signature, expiry);
  return authority;
}

function authorityOf(
  wallet: ServerWalletRecord,
  quorums: KeyQuorumRecord[],
  signed: ReadonlySet<string>,
): Authority | undefined {
  const byId = (id: string) => quorums.find((quorum) => quorum.id === id);
  if (wallet.owner_id !== null && satisfied(byId(wallet.owner_id), signed)) return { kind: 'owner' };
  const signer = wallet.additional_signers.find((entry) => satisfied(byId(entry.signer_id), signed));
  if (signer) return { kind: 'signer', policyIds: signer.override_policy_ids ?? wallet.policy_ids };
  // A delegated user wallet: any of the app's own keys (not a user signer), within the wallet's policies.
  if (wallet.user_id !== null && quorums.some((quorum) => quorum.user_id === null && satisfied(quorum, signed))) {
    return { kind: 'signer', policyIds: wallet.policy_ids };
  }
  return undefined;
}
