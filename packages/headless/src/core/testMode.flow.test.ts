import { createEmulator, type Emulator } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestCore, uniqueEmail } from '../../../../test/support/testCore.ts';
import { createAfterLoginFlow } from '../flows/afterLogin/afterLogin.flow.ts';
import { createEmailLoginFlow } from '../flows/email/emailLogin.flow.ts';

// Test mode (`testing.fast`): a built app under end-to-end tests skips the waits meant for people.

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const INIT = '/api/v1/passwordless/init';

async function elapsed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

describe('test mode (testing.fast)', () => {
  it('retries a 5xx at once: three 503s cost no 6.5 s of delays', async () => {
    const { core, count } = createTestCore(emulator, { testing: { fast: true } });
    await core.start();
    emulator.faults.add({ path: INIT, status: 503, times: 3 });
    const flow = createEmailLoginFlow(core);
    const { value, ms } = await elapsed(() => flow.commands.sendCode({ email: uniqueEmail('fast') }));
    expect(value.status).toBe('awaiting-code-input');
    expect(count(INIT)).toBe(4);
    expect(ms).toBeLessThan(3_000);
  });

  it("the after-login steps do not hold: 'Success!' takes no 2.3 s", async () => {
    const { core } = createTestCore(emulator, { testing: { fast: true } });
    await core.start();
    const login = createEmailLoginFlow(core);
    const email = uniqueEmail('fast');
    await login.commands.sendCode({ email });
    const done = await login.commands.loginWithCode({ code: emulator.outbox(email)[0]!.code });
    const afterLogin = createAfterLoginFlow(core);
    const { value, ms } = await elapsed(() => afterLogin.commands.complete(done.result!));
    expect(value.status).toBe('done');
    expect(ms).toBeLessThan(1_500);
  });

  it('is off unless the app turns it on', () => {
    expect(createTestCore(emulator).core.fast).toBe(false);
    expect(createTestCore(emulator, { testing: { fast: true } }).core.fast).toBe(true);
  });
});
