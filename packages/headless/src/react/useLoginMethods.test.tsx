import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { emulatorClient } from '../../../../test/support/emulatorClient.ts';
import { recentLoginKey } from '../core/recent.ts';
import { memoryStorage } from '../core/storage.ts';
import { FoyerProvider } from './FoyerProvider.tsx';
import { useLoginMethods } from './useLoginMethods.ts';

const APP_ID = 'login-methods-app-0000001';

/** A provider for the seeded app, with `recent` as the last login on this device. */
function wrapper(recent?: object) {
  const storage = memoryStorage(recent ? { [recentLoginKey(APP_ID)]: JSON.stringify(recent) } : {});
  return ({ children }: { children: ReactNode }) => (
    <FoyerProvider appId={APP_ID} apiUrl={inject('emulatorUrl')} storage={storage}>
      {children}
    </FoyerProvider>
  );
}

beforeAll(async () => {
  await emulatorClient(inject('emulatorUrl')).seed({
    apps: [{ id: APP_ID, email_auth: true, sms_auth: true, google_oauth: true, wallet_auth: true, passkey_auth: true }],
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('useLoginMethods', () => {
  it("is null until the app config has loaded, then offers the app's methods as the modal's landing screen does", async () => {
    const { result } = renderHook(() => useLoginMethods(), { wrapper: wrapper() });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toMatchObject({
      layout: 'classic',
      priority: 'web2-first',
      rows: [
        { kind: 'email', recent: false },
        { kind: 'sms', recent: false },
        { kind: 'social', method: 'google', recent: false },
        { kind: 'wallets', label: 'continueWithWallet' },
      ],
      overflow: [],
      passkey: 'i-have',
      openInput: 'email',
    });
  });

  it("puts the last login on this device first, with the 'Recent' marker, and opens its input", async () => {
    const { result } = renderHook(() => useLoginMethods(), {
      wrapper: wrapper({ method: 'sms', accountType: 'phone', walletClientType: null, chainType: null }),
    });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.rows.slice(0, 2)).toEqual([
      { kind: 'sms', recent: true },
      { kind: 'email', recent: false },
    ]);
    expect(result.current?.openInput).toBe('sms');
  });

  it('narrows to the methods of this login, and warns once per page about a method listed twice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loginMethods = ['google', 'passkey', 'google'] as const;
    const { result } = renderHook(
      () => [
        useLoginMethods({ loginMethods: [...loginMethods] }),
        useLoginMethods({ loginMethods: [...loginMethods] }),
      ],
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current[0]).not.toBeNull());
    expect(result.current[0]).toMatchObject({
      rows: [{ kind: 'social', method: 'google', recent: false }],
      passkey: 'i-have',
      openInput: null,
    });
    const repeated = warn.mock.calls.filter(([message]) => String(message).includes('more than once'));
    expect(repeated).toEqual([['[foyer] login({ loginMethods }) lists methods more than once: google.']]);
  });

  it('offers wallets only in the connect-only variant', async () => {
    const { result } = renderHook(() => useLoginMethods({ variant: 'connect-only' }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toMatchObject({ layout: 'connect-only', passkey: null, openInput: null });
    expect(result.current?.rows.every((row) => row.kind === 'wallet')).toBe(true);
  });
});
