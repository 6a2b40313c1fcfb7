import { createEmulator, type Emulator } from '@foyer/emulator';
import { createEmailLoginFlow, createFoyerCore, memoryStorage } from '@foyer/headless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importGraph, workspaceEntry } from '../support/importGraph.ts';
import { DEMO_APP_ID, uniqueEmail } from '../support/testCore.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());

describe('@foyer/headless/core: the kit without React', () => {
  it('reaches neither React nor jotai/react from its entry', () => {
    const edges = importGraph(workspaceEntry('headless', './core'));
    expect(edges.length).toBeGreaterThan(20);
    const reactish = / imports (react|react-dom|jotai|jotai\/react)(\/.*)?$/;
    expect(edges.filter((edge) => reactish.test(edge) && !edge.endsWith(' imports jotai/vanilla'))).toEqual([]);
  });

  it('logs a visitor in by e-mail with a core and a flow, no framework', async () => {
    const core = createFoyerCore({ appId: DEMO_APP_ID, apiUrl: emulator.url, storage: memoryStorage() });
    await core.start();
    const login = createEmailLoginFlow(core);
    login.start();
    const completed: string[] = [];
    login.callbacks = { onComplete: (result) => completed.push(result.intent) };

    const email = uniqueEmail('no-react');
    expect((await login.commands.sendCode({ email })).status).toBe('awaiting-code-input');
    const settled = await login.commands.loginWithCode({ code: emulator.outbox(email)[0]!.code });
    expect(settled).toMatchObject({
      status: 'done',
      result: { intent: 'login', isNewUser: true, loginMethod: 'email' },
    });
    expect(completed).toEqual(['login']);
    expect(core.session.bearer()).toMatch(/^ey/);

    await core.session.logout();
    expect(login.getSnapshot().status).toBe('initial');
    login.stop();
    core.stop();
  });
});
