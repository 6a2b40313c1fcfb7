import { createHash } from 'node:crypto';
import { type CloudRecoveryProvider, routeDomains } from '@foyer/headless/contract';
import { expect } from 'vitest';
import type { Emulator } from '../createEmulator.ts';
import { call } from './support.ts';

const routes = routeDomains.recovery;
let counter = 0;

/**
 * Test-only: a cloud access token of `account` (default the user's e-mail), as the kit gets one:
 * init with PKCE S256 and a state, the scripted consent page's redirect, then `authenticate`.
 */
export async function cloudAccessToken(
  emulator: Emulator,
  provider: CloudRecoveryProvider,
  token: string,
  account?: string,
): Promise<string> {
  const verifier = `verifier-${++counter}-${'x'.repeat(40)}`;
  const secrets = {
    redirect_to: 'http://localhost:5173/wallet',
    state_code: `state-${counter}`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
  };
  const started =
    provider === 'icloud'
      ? await call(emulator, routes.initIcloud, { body: { client_type: 'web', ...secrets }, token })
      : await call(emulator, routes.init, { body: secrets, token });
  emulator.cloud.next(account === undefined ? { provider } : { provider, account });
  const page = await fetch(started.data.url, { redirect: 'manual' });
  const back = new URL(page.headers.get('location') ?? '');
  const res = await call(emulator, routes.authenticate, {
    token,
    body: {
      authorization_code: back.searchParams.get('privy_oauth_code'),
      state_code: secrets.state_code,
      code_verifier: verifier,
      provider,
    },
  });
  expect(res.status).toBe(200);
  return res.data.access_token;
}
