/**
 * @vitest-environment happy-dom
 * @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true}}
 */
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { emulatorClient } from '../../../../../test/support/emulatorClient.ts';
import { uniqueEmail } from '../../../../../test/support/testCore.ts';
import { captchaTokenFor, getCaptcha } from '../../core/captcha/captchaToken.ts';
import { createFoyerCore, type FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { memoryStorage } from '../../core/storage.ts';
import { createEmailLoginFlow } from './emailLogin.flow.ts';

/**
 * The e-mail flow of a captcha app against the shared emulator, in a simulated page: the real
 * Turnstile loader runs the emulator's test captcha script (`/captcha/v0/api.js`).
 */
const CAPTCHA_APP_ID = 'captcha-flow-app-00000001';
const url = () => inject('emulatorUrl');
const emulator = () => emulatorClient(url());

let core: FoyerCore;
async function startCore(): Promise<FoyerCore> {
  core = createFoyerCore({
    appId: CAPTCHA_APP_ID,
    apiUrl: url(),
    storage: memoryStorage(),
    captchaScriptUrl: `${url()}/captcha/v0/api.js`,
    testing: { retryDelayMs: 1 },
  });
  await core.start();
  return core;
}

describe('e-mail login with a captcha', () => {
  beforeAll(async () => {
    await emulator().seed({ apps: [{ id: CAPTCHA_APP_ID, captcha_enabled: true, captcha_site_key: 't:flow-key' }] });
  });
  afterEach(async () => {
    core.stop();
    await emulator().faults.clear();
  });

  it('sends a code after the captcha gives a fresh token, then logs in', async () => {
    await startCore();
    const flow = createEmailLoginFlow(core);
    const email = uniqueEmail('captcha');
    const sent = await flow.commands.sendCode({ email });
    expect(sent.status).toBe('awaiting-code-input');
    const code = await emulator().latestCode(email);
    expect((await flow.commands.loginWithCode({ code })).status).toBe('done');
  }, 10_000);

  it('a token is single-use: the emulator refuses it the second time (invalid_captcha)', async () => {
    await startCore();
    const token = await captchaTokenFor(core);
    expect(token).toMatch(/^emu\./);
    const init = (body: { email: string; token?: string }) =>
      fetch(`${url()}/api/v1/passwordless/init`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'privy-app-id': CAPTCHA_APP_ID },
        body: JSON.stringify(body),
      });
    expect((await init({ email: uniqueEmail('once'), ...(token ? { token } : {}) })).status).toBe(200);
    const reused = await init({ email: uniqueEmail('twice'), ...(token ? { token } : {}) });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: ErrorCode.INVALID_CAPTCHA });
    const forged = await init({ email: uniqueEmail('forged'), token: 'emu.forged' });
    expect(await forged.json()).toMatchObject({ code: ErrorCode.INVALID_CAPTCHA });
  }, 10_000);

  it('a failing challenge ends the send in error with captcha_failure, and no code is sent', async () => {
    await startCore();
    await emulator().faults.add({ path: '/captcha/v0/challenge', status: 403 });
    const flow = createEmailLoginFlow(core);
    const email = uniqueEmail('blocked');
    const sent = await flow.commands.sendCode({ email });
    expect(sent).toMatchObject({ status: 'error', failedStep: 'send', error: { code: ErrorCode.CAPTCHA_FAILURE } });
    expect(await emulator().outbox(email)).toHaveLength(0);
    expect((await getCaptcha(core)).getSnapshot()).toMatchObject({ status: 'error', retries: 0, canRetry: true });
  }, 10_000);

  it('a refused link runs no captcha', async () => {
    await startCore();
    const flow = createEmailLoginFlow(core, { intent: 'link' });
    const sent = await flow.commands.sendCode({ email: uniqueEmail('link') });
    // Refused before any call (a link needs a user): the captcha never ran.
    expect(sent).toMatchObject({ status: 'error', error: { code: ErrorCode.MUST_BE_AUTHENTICATED } });
    expect(document.querySelector('[data-foyer-captcha]')).toBeNull();
  });
});
