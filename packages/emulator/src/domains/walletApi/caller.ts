import { base64 } from '@scure/base';
import type { AppRecord } from '../../kernel/app.ts';
import type { EmulatorContext } from '../../kernel/context.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError } from '../../kernel/errors.ts';
import type { UserRecord } from '../../kernel/identity.ts';

/** Who calls the wallet API: the app's server (its secret), or a user of the app (their access token). */
export type Caller = { kind: 'app' } | { kind: 'user'; record: UserRecord };

const unauthorized = (message: string) => new ApiError(401, undefined, message);

/** Compares without an early exit, so the time taken does not tell how much of a secret matched. */
function sameSecret(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let diff = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++) diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return diff === 0;
}

/**
 * The app's server: HTTP Basic `app_id:app_secret`, the id the `privy-app-id` header names; 401 for
 * anything else (another app's secret included). With `users`, a user's access token (Bearer) too.
 */
export async function walletApiCaller(
  core: EmulatorCore,
  { appId, app, c }: { appId: string; app: AppRecord; c: EmulatorContext },
  { users = false }: { users?: boolean } = {},
): Promise<Caller> {
  const header = c.req.header('authorization') ?? '';
  if (users && /^Bearer /i.test(header))
    return { kind: 'user', record: await core.identity.authenticate({ appId, c }) };
  if (!/^Basic /i.test(header)) {
    throw unauthorized(
      `The wallet API needs the app secret: HTTP Basic app_id:app_secret${users ? " (or the wallet's user's access token)" : ''}`,
    );
  }
  let decoded: string;
  try {
    decoded = new TextDecoder().decode(base64.decode(header.slice(6).trim()));
  } catch {
    throw unauthorized('The Basic credentials are not base64');
  }
  const colon = decoded.indexOf(':');
  const id = decoded.slice(0, colon);
  if (colon < 0 || id !== appId) throw unauthorized('The Basic credentials name another app than privy-app-id');
  if (!sameSecret(decoded.slice(colon + 1), app.app_secret)) throw unauthorized('Invalid app secret');
  return { kind: 'app' };
}
