import { act, waitFor } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { emulatorClient } from '../../../../../test/support/emulatorClient.ts';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { uniqueEmail } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { useAuth } from '../../react/useAuth.ts';
import { useEmailLogin } from '../email/useEmailLogin.ts';
import { useAccountTransfer } from './useAccountTransfer.ts';
import { useUnlinkAccount } from './useUnlinkAccount.ts';
import { useUpdateEmail } from './useUpdateEmail.ts';

const emulator = () => emulatorClient(inject('emulatorUrl'));

describe('account hooks (wiring)', () => {
  it('useUpdateEmail: refused without an address to replace, then replaces the address of a logged-in user', async () => {
    const { result } = renderFoyerHook(() => ({
      login: useEmailLogin(),
      update: useUpdateEmail(),
      auth: useAuth(),
    }));
    await waitFor(() => expect(result.current.auth.ready).toBe(true));
    await act(() => result.current.update.sendCode({ newEmailAddress: uniqueEmail('early') }));
    expect(result.current.update.state).toMatchObject({
      status: 'error',
      error: { code: ErrorCode.MUST_BE_AUTHENTICATED },
    });

    const old = uniqueEmail('old');
    await act(() => result.current.login.sendCode({ email: old }));
    await act(async () => {
      await result.current.login.loginWithCode({ code: await emulator().latestCode(old) });
    });
    const next = uniqueEmail('new');
    await act(() => result.current.update.sendCode({ newEmailAddress: next }));
    const code = await emulator().latestCode(next);
    const verified = await act(() => result.current.update.verifyCodeAsync({ code }));
    expect(verified).toMatchObject({ intent: 'update', updateMethod: 'email' });
    expect(verified.user.email?.address).toBe(next);
    expect(result.current.update.state.status).toBe('done');
    expect(result.current.auth.user?.email?.address).toBe(next);
  });

  it('useUnlinkAccount and useAccountTransfer refuse before any call, with typed errors', async () => {
    const { result } = renderFoyerHook(() => ({
      unlink: useUnlinkAccount(),
      transfer: useAccountTransfer(),
      auth: useAuth(),
    }));
    await waitFor(() => expect(result.current.auth.ready).toBe(true));
    const account = {
      type: 'email',
      address: 'a@example.com',
      verifiedAt: new Date(),
      firstVerifiedAt: null,
      latestVerifiedAt: null,
    } as const;
    await act(() => result.current.unlink.unlinkAccount(account));
    expect(result.current.unlink.state).toMatchObject({
      status: 'error',
      account,
      error: { code: ErrorCode.MUST_BE_AUTHENTICATED },
    });
    await expect(act(() => result.current.unlink.unlinkAccountAsync(account))).rejects.toMatchObject({
      code: ErrorCode.MUST_BE_AUTHENTICATED,
    });
    await act(() =>
      result.current.transfer.transfer({
        nonce: 'n',
        account: { type: 'passkey', credentialId: 'p' },
        accountType: 'passkey',
        linkMethod: 'passkey',
        displayName: null,
        embeddedWalletAddress: null,
      }),
    );
    expect(result.current.transfer.state).toMatchObject({
      status: 'error',
      error: { code: ErrorCode.MISSING_ACCOUNT_TRANSFER_INPUTS },
    });
  });
});
