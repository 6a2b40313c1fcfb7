import { createEmulator, type Emulator } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore } from '../../../../../test/support/testCore.ts';
import type { OAuthProvider } from '../../core/api/wire.ts';
import type { FlowIntent } from '../../core/flow/types.ts';
import { memoryStorage } from '../../core/storage.ts';
import { createOAuthLoginFlow } from './oauthLogin.flow.ts';
import { parseOAuthReturn } from './oauthReturn.ts';
import { type OAuthTokenGrant, onOAuthTokenGrant } from './oauthTokens.ts';

const APP = 'foyer-oauth-tokens-app-01';
const REDIRECT = 'http://localhost:5173/';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, google_oauth: true, github_oauth: true }] });
});

let counter = 0;
const identity = (label: string) => ({
  subject: `${label}-${process.pid}-${++counter}`,
  email: `${label}.${counter}@example.com`,
});

/** An OAuth run (redirect, followed by the test) on `core`, approved at the emulator's consent page as `who`. */
async function runOAuth(
  core: ReturnType<typeof createTestCore>['core'],
  provider: OAuthProvider,
  intent: FlowIntent,
  who: { subject: string; email: string },
) {
  const navigated: string[] = [];
  const flow = createOAuthLoginFlow(core, {
    intent,
    redirectUrl: REDIRECT,
    navigate: (url) => navigated.push(url),
    pendingStorage: memoryStorage(),
  });
  flow.start();
  const started = await flow.commands.initOAuth({ provider });
  if (started.status === 'error') {
    flow.stop(); // refused before the provider's page
    return started;
  }
  emulator.oauth.approveNext({ provider, identity: who });
  const page = await fetch(navigated.at(-1) ?? '', { redirect: 'manual' });
  const settled = await flow.commands.completeRedirect(
    parseOAuthReturn(new URL(page.headers.get('location') ?? '').search),
  );
  flow.stop();
  return settled;
}

describe("the provider's OAuth token grants (useOAuthTokens' registry) against the emulator", () => {
  it('every listener of the core hears the tokens of a login and of a link; a removed one does not', async () => {
    const { core } = createTestCore(emulator, { appId: APP });
    await core.start();
    const first = vi.fn<(grant: OAuthTokenGrant) => void>();
    const second = vi.fn<(grant: OAuthTokenGrant) => void>();
    onOAuthTokenGrant(core, first);
    const removeSecond = onOAuthTokenGrant(core, second);

    const login = await runOAuth(core, 'google', 'login', identity('ada'));
    expect(login.status).toBe('done');
    const loggedIn = login.status === 'done' ? login.result?.user : undefined;
    for (const listener of [first, second]) {
      expect(listener).toHaveBeenCalledExactlyOnceWith({
        oAuthTokens: expect.objectContaining({ provider: 'google', accessToken: expect.any(String) }),
        user: expect.objectContaining({ id: loggedIn?.id }),
      });
    }

    removeSecond();
    const link = await runOAuth(core, 'github', 'link', identity('ada-gh'));
    expect(link.status).toBe('done');
    expect(first).toHaveBeenCalledTimes(2);
    const [grant] = first.mock.calls[1]!;
    expect(grant.oAuthTokens).toMatchObject({ provider: 'github', accessToken: expect.any(String) });
    expect(grant.oAuthTokens.accessToken).not.toBe(first.mock.calls[0]![0].oAuthTokens.accessToken);
    expect(grant.user.id).toBe(loggedIn?.id);
    expect(grant.user.linkedAccounts.map((account) => account.type)).toEqual(
      expect.arrayContaining(['google_oauth', 'github_oauth']),
    );
    expect(second).toHaveBeenCalledOnce();
    core.stop();
  });

  it('a throwing listener neither breaks the login nor keeps the grant from the others', async () => {
    const { core } = createTestCore(emulator, { appId: APP });
    await core.start();
    const thrown: unknown[] = [];
    const onThrown = (error: unknown) => thrown.push(error);
    process.on('uncaughtException', onThrown);
    try {
      onOAuthTokenGrant(core, () => {
        throw new Error('app bug');
      });
      const after = vi.fn<(grant: OAuthTokenGrant) => void>();
      onOAuthTokenGrant(core, after);
      const login = await runOAuth(core, 'google', 'login', identity('bob'));
      expect(login.status).toBe('done');
      expect(after).toHaveBeenCalledOnce();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(thrown).toEqual([expect.objectContaining({ message: 'app bug' })]);
    } finally {
      process.off('uncaughtException', onThrown);
      core.stop();
    }
  });

  it("reauthorize (intent 'update'): the user's own account again, fresh tokens granted, nothing added", async () => {
    const { core } = createTestCore(emulator, { appId: APP });
    await core.start();
    const ada = identity('ada-re');
    const grants = vi.fn<(grant: OAuthTokenGrant) => void>();
    onOAuthTokenGrant(core, grants);
    const login = await runOAuth(core, 'google', 'login', ada);
    const userId = login.status === 'done' ? login.result?.user.id : undefined;

    const again = await runOAuth(core, 'google', 'update', ada);
    expect(again).toMatchObject({ status: 'done', result: { intent: 'update', updateMethod: 'google' } });
    expect(grants).toHaveBeenCalledTimes(2);
    const [first, second] = grants.mock.calls.map(([grant]) => grant);
    expect(second?.user.id).toBe(userId);
    expect(second?.oAuthTokens.provider).toBe('google');
    expect(second?.oAuthTokens.accessToken).not.toBe(first?.oAuthTokens.accessToken);
    const stored = emulator
      .exportState()
      .domains.users.map((record) => record.user)
      .find((user) => user.id === userId);
    expect(stored?.linked_accounts.filter((account) => account.type === 'google_oauth')).toHaveLength(1);

    // A provider the user has not linked: nothing to reauthorize, refused before any call.
    const refused = await runOAuth(core, 'github', 'update', identity('ada-gh-re'));
    expect(refused).toMatchObject({ status: 'error', error: { code: 'failed_to_update_account' } });
    expect(grants).toHaveBeenCalledTimes(2);
    core.stop();
  });

  it("reauthorize with another person's account at the provider: refused as the link is, no tokens", async () => {
    const { core } = createTestCore(emulator, { appId: APP });
    await core.start();
    const grants = vi.fn<(grant: OAuthTokenGrant) => void>();
    await runOAuth(core, 'google', 'login', identity('eve-own'));
    onOAuthTokenGrant(core, grants);
    const other = await runOAuth(core, 'google', 'update', identity('eve-other'));
    expect(other).toMatchObject({ status: 'error', error: { code: 'cannot_link_more_of_type' } });
    expect(grants).not.toHaveBeenCalled();
    core.stop();
  });
});
