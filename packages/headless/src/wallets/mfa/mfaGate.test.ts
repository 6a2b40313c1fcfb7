import { afterEach, describe, expect, it, vi } from 'vitest';
import { userWith } from '../../../../../test/support/walletUsers.ts';
import type { AppConfig } from '../../core/config/types.ts';
import { createFoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { memoryStorage } from '../../core/storage.ts';
import { appConfigAtom, userAtom } from '../../core/store/atoms.ts';
import type { User } from '../../core/user.ts';
import { MFA_LIMITS, type MfaFields } from '../../core/wallets/protocol.ts';
import { EmbeddedWalletError } from '../embedded/errors.ts';
import { walletUiMountsAtom } from '../embedded/walletUi.ts';
import { createMfaGate } from './mfaGate.ts';
import { mfaPromptAtom } from './mfaPrompt.ts';

/**
 * The MFA gate's retry loop (spec §4, reference §6.3) against a scripted wallet: it answers
 * `missing_or_invalid_mfa` until it is sent the right code, as the wallet iframe does. The flow
 * tests run the same gate against the emulator's iframe code and its real TOTP checks.
 */

const RIGHT = '246810';
const needsMfa = () => new EmbeddedWalletError('missing_or_invalid_mfa', 'MFA required');

function setup(methods: User['mfaMethods'] = ['totp'], config: Partial<AppConfig> = {}) {
  const core = createFoyerCore({
    appId: 'mfa-gate-test-00000000001',
    apiUrl: 'http://127.0.0.1:9',
    storage: memoryStorage(),
  });
  const user = userWith([]);
  core.store.set(userAtom, { ...user, mfaMethods: [...methods] });
  core.store.set(appConfigAtom, { mfa: { methods, noPromptOnMfaRequired: false }, ...config } as AppConfig);
  const gate = createMfaGate(core);
  const sent: MfaFields[] = [];
  /** The wallet: signs once it gets the right code (or any request after one, for 15 minutes). */
  let verified = false;
  const wallet = async (fields: MfaFields) => {
    sent.push(fields);
    if (fields.mfaCode !== undefined) verified = fields.mfaCode === RIGHT;
    if (!verified) throw needsMfa();
    return 'signature';
  };
  /** Resolves once the challenge is in `status`. */
  const reaches = (status: string) =>
    vi.waitFor(() => expect(gate.flow.getSnapshot().status).toBe(status), { timeout: 2000 });
  return { core, gate, wallet, sent, reaches };
}

afterEach(() => vi.useRealTimers());

describe('the MFA gate around a wallet request', () => {
  it('asks once the wallet needs MFA, counts a wrong code, and sends the request again with the right one', async () => {
    const { gate, wallet, sent, reaches } = setup(['totp', 'sms']);
    const signing = gate.guard(wallet);
    await reaches('required');
    expect(gate.flow.getSnapshot()).toMatchObject({ methods: ['totp', 'sms'], method: null, attempts: 0 });
    const wrong = await gate.flow.commands.submit('totp', '111111');
    expect(wrong).toMatchObject({ status: 'required', attempts: 1 });
    expect(wrong.codeError?.code).toBe(ErrorCode.MISSING_OR_INVALID_MFA);
    const right = await gate.flow.commands.submit('totp', RIGHT);
    expect(right.status).toBe('done');
    await expect(signing).resolves.toBe('signature');
    expect(sent.map((fields) => fields.mfaCode ?? null)).toEqual([null, '111111', RIGHT]);
    expect(sent[2]).toMatchObject({ mfaMethod: 'totp', relyingParty: expect.any(String) });
  });

  it('the fourth wrong code fails the request with max attempts; nothing went through', async () => {
    const { gate, wallet, sent, reaches } = setup();
    const signing = gate.guard(wallet);
    const outcome = signing.catch((error: unknown) => error);
    await reaches('required');
    for (let attempt = 1; attempt <= MFA_LIMITS.maxAttempts; attempt++) {
      await gate.flow.commands.submit('totp', '000000');
    }
    await expect(outcome).resolves.toMatchObject({ code: ErrorCode.MFA_VERIFICATION_MAX_ATTEMPTS_REACHED });
    expect(gate.flow.getSnapshot()).toMatchObject({ status: 'error', attempts: MFA_LIMITS.maxAttempts });
    expect(sent).toHaveLength(1 + MFA_LIMITS.maxAttempts);
  });

  it('cancel fails the request with mfa_canceled; no code waits 300 s, then mfa_timeout', async () => {
    const first = setup();
    const canceled = first.gate.guard(first.wallet).catch((error: unknown) => error);
    await first.reaches('required');
    first.gate.flow.commands.cancel();
    await expect(canceled).resolves.toMatchObject({ code: ErrorCode.MFA_CANCELED });

    vi.useFakeTimers();
    const second = setup();
    const timedOut = second.gate.guard(second.wallet).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(MFA_LIMITS.codeWaitMs - 1);
    expect(second.gate.flow.getSnapshot().status).toBe('required');
    await vi.advanceTimersByTimeAsync(1);
    await expect(timedOut).resolves.toMatchObject({ code: ErrorCode.MFA_TIMEOUT });
    expect(second.gate.flow.getSnapshot().error?.code).toBe(ErrorCode.MFA_TIMEOUT);
  });

  it('calls the app listeners (the modal then stays out), else prompts a mounted wallet UI', async () => {
    const { core, gate, wallet, reaches } = setup(['totp']);
    core.store.set(walletUiMountsAtom, 1);
    const onMfaRequired = vi.fn();
    const stop = gate.listen(onMfaRequired);
    const first = gate.guard(wallet);
    await reaches('required');
    expect(onMfaRequired).toHaveBeenCalledWith({ mfaMethods: ['totp'] });
    expect(gate.flow.getSnapshot().handledByApp).toBe(true);
    expect(core.store.get(mfaPromptAtom)).toBeNull();
    await gate.flow.commands.submit('totp', RIGHT);
    await first;

    stop();
    const again = setup(['totp']);
    again.core.store.set(walletUiMountsAtom, 1);
    const second = again.gate.guard(again.wallet);
    await again.reaches('required');
    expect(again.core.store.get(mfaPromptAtom)).toBe(1);
    await again.gate.flow.commands.submit('totp', RIGHT);
    await second;
    expect(again.core.store.get(mfaPromptAtom)).toBeNull();
  });

  it('a second request waits for the open challenge, then goes through on the same verification', async () => {
    const { gate, wallet, sent, reaches } = setup();
    const one = gate.guard(wallet);
    await reaches('required');
    const two = gate.guard(wallet);
    await gate.flow.commands.submit('totp', RIGHT);
    await expect(Promise.all([one, two])).resolves.toEqual(['signature', 'signature']);
    // One code typed; the second request was sent again without one.
    expect(sent.filter((fields) => fields.mfaCode !== undefined)).toHaveLength(1);
  });

  it('`always` asks before the first send (mfa:verify, unenroll); other failures pass through untouched', async () => {
    const { gate, wallet, sent, reaches } = setup();
    const verifying = gate.guard(wallet, { always: true });
    await reaches('required');
    expect(sent).toEqual([]);
    await gate.flow.commands.submit('totp', RIGHT);
    await expect(verifying).resolves.toBe('signature');

    const broken = new EmbeddedWalletError('error', 'broken');
    await expect(gate.guard(async () => Promise.reject(broken))).rejects.toBe(broken);
  });

  it('a logout ends the challenge: the request fails, the prompt closes', async () => {
    const { core, gate, wallet, reaches } = setup();
    const signing = gate.guard(wallet).catch((error: unknown) => error);
    await reaches('required');
    core.store.set(userAtom, null);
    await expect(signing).resolves.toMatchObject({ code: ErrorCode.MUST_BE_AUTHENTICATED });
  });
});
