import { act, waitFor } from '@testing-library/react';
import { describe, expect, inject, it, vi } from 'vitest';
import { emulatorClient } from '../../../../../test/support/emulatorClient.ts';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { uniqueEmail } from '../../../../../test/support/testCore.ts';
import { useAuth } from '../../react/useAuth.ts';
import { useEmailLogin } from '../email/useEmailLogin.ts';
import { useCodeEntry } from './useCodeEntry.ts';

const emulator = () => emulatorClient(inject('emulatorUrl'));

/** An e-mail code screen without markup: the flow, code entry on it (each code it submits kept), and the session. */
async function codeScreen() {
  const onComplete = vi.fn();
  const onFailure = vi.fn();
  const submitted: string[] = [];
  const { result } = renderFoyerHook(() => {
    const login = useEmailLogin();
    const counted = {
      ...login,
      loginWithCode: (args: { code: string }) => {
        submitted.push(args.code);
        return login.loginWithCode(args);
      },
    };
    return { login, entry: useCodeEntry(counted, { onComplete, onFailure }), auth: useAuth() };
  });
  await waitFor(() => expect(result.current.auth.ready).toBe(true));
  return { result, onComplete, onFailure, submitted };
}

describe('useCodeEntry with the e-mail flow', () => {
  it('a wrong code shows inline and shakes; 1.4 s later the boxes clear; the right code completes', async () => {
    const { result, onComplete, onFailure } = await codeScreen();
    const email = uniqueEmail('entry');
    await act(async () => {
      await result.current.entry.settle(await result.current.login.sendCode({ email }));
    });
    expect(result.current.entry.state).toMatchObject({ status: 'awaiting-code-input', locked: false, attempt: 0 });
    const code = await emulator().latestCode(email);
    // The run goes on through the pause after a wrong code: `submit` settles once the boxes cleared.
    let submitted: Promise<unknown> = Promise.resolve();
    act(() => {
      submitted = result.current.entry.submit(code === '000000' ? '111111' : '000000');
    });
    await waitFor(() =>
      expect(result.current.entry.state).toMatchObject({
        status: 'error',
        shake: true,
        error: { code: 'invalid_credentials' },
      }),
    );
    await act(() => submitted);
    await waitFor(() => expect(result.current.entry.state).toMatchObject({ shake: false, attempt: 1 }), {
      timeout: 3_000,
    });
    await act(() => result.current.entry.submit(code));
    expect(result.current.entry.state.status).toBe('done');
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ intent: 'login', loginMethod: 'email' }));
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('locks on submit: a second code while the first is checked is not sent', async () => {
    const { result, submitted } = await codeScreen();
    const email = uniqueEmail('lock');
    await act(() => result.current.login.sendCode({ email }));
    const code = await emulator().latestCode(email);
    await act(async () => {
      const first = result.current.entry.submit(code);
      const second = result.current.entry.submit('000000');
      await Promise.all([first, second]);
    });
    expect(submitted).toEqual([code]);
    expect(result.current.entry.state.status).toBe('done');
  });

  it('a resent code clears the boxes and counts the 30 s cooldown down', async () => {
    const { result } = await codeScreen();
    await act(() => result.current.login.sendCode({ email: uniqueEmail('resend') }));
    expect(result.current.entry.state.resendIn).toBe(0);
    await act(() => result.current.entry.resend());
    expect(result.current.entry.state).toMatchObject({ status: 'awaiting-code-input', attempt: 1 });
    await waitFor(() => expect(result.current.entry.state.resendIn).toBeGreaterThan(28));
  });

  it('an error that is not the code’s goes on to onFailure, and the status it came from stays', async () => {
    const { result, onFailure } = await codeScreen();
    await act(async () => {
      await result.current.entry.settle(await result.current.login.sendCode({ email: 'not-an-email' }));
    });
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'invalid_email' }));
    expect(result.current.entry.state.status).toBe('sending-code');
  });
});
