import { type Emulator, loginWithEmail } from '@foyer/emulator';
import { HEADER } from '@foyer/headless/contract';
import { DEMO_APP_ID } from './testCore.ts';

// Probes for emulator features being built in parallel (issue 6, emulator side). Tests that need
// one skip themselves, with the reason, until it has landed; once it has, delete the probe and
// the skip so that a regression fails instead of skipping.

/** Whether a just-spent refresh token is answered with the same new pair (the reuse grace period). */
export async function hasRefreshGrace(emulator: Pick<Emulator, 'url' | 'outbox'>): Promise<boolean> {
  const auth = await loginWithEmail(emulator, `grace.probe.${Date.now()}@example.com`);
  const refresh = () =>
    fetch(`${emulator.url}/api/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HEADER.appId]: DEMO_APP_ID },
      body: JSON.stringify({ refresh_token: auth.refresh_token }),
    });
  const [first, second] = [await refresh(), await refresh()];
  return first.ok && second.ok;
}

export const NEEDS_REFRESH_GRACE = "needs the emulator's refresh-token grace period (issue 6 §3, emulator side)";
