import {
  createInProcessEmulator,
  DEFAULT_APP_ID,
  defaultAppConfig,
  type InProcessEmulator,
} from '@foyer/emulator/in-process';
import { memoryStorage } from '@foyer/headless';
import type { WireAppConfig } from '@foyer/headless/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../testing/matchers.ts';
import type { LoginOptions } from '../../intents.ts';
import { useLogin } from '../../modal/useLogin.ts';
import { ModalHarness } from '../../testing/ModalHarness.tsx';

/** The landing screen in the real modal, against an in-process emulator. */
let emulator: InProcessEmulator;
beforeEach(async () => {
  emulator = await createInProcessEmulator();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const several: Partial<WireAppConfig> = {
  sms_auth: true,
  google_oauth: true,
  twitter_oauth: true,
  discord_oauth: true,
  apple_oauth: true,
  wallet_auth: true,
  passkey_auth: true,
};

function Opener({ options }: { options?: LoginOptions | undefined }) {
  const { login } = useLogin();
  return (
    <button type="button" onClick={() => login(options)}>
      Open
    </button>
  );
}

async function openLanding({
  app = several,
  options,
  stored = {},
}: {
  app?: Partial<WireAppConfig>;
  options?: LoginOptions;
  stored?: Record<string, string>;
} = {}) {
  // Seeding merges into the app as it is: the default config first, then this test's fields.
  emulator.seed({ apps: [defaultAppConfig(DEFAULT_APP_ID), { id: DEFAULT_APP_ID, ...app }] });
  render(
    <ModalHarness emulator={emulator} storage={memoryStorage(stored)}>
      <Opener options={options} />
    </ModalHarness>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
  await screen.findByRole('heading', { name: 'Log in or sign up' });
}

const rows = () =>
  [...document.querySelectorAll('[data-slot="login-rows"] > [data-row]')].map((row) =>
    row.tagName === 'BUTTON' ? row.textContent : row.getAttribute('data-row'),
  );

describe('LandingScreen', () => {
  it('shows the app’s methods in the classic layout; the wallet row opens the wallet list, and back', async () => {
    await openLanding();
    await waitFor(() =>
      expect(rows()).toEqual(['email', 'Continue with SMS', 'Google', 'Other socials', 'Continue with a wallet']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }));
    await screen.findByRole('heading', { name: 'Connect your wallet' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Back' }).at(-1)!);
    // Back to the landing list; the overflow opens in place.
    await waitFor(() => expect(rows()).toContain('Other socials'));
    fireEvent.click(screen.getByRole('button', { name: 'Other socials' }));
    await screen.findByRole('group', { name: 'More ways to log in' });
    expect(rows()).toEqual(['Twitter', 'Discord', 'Apple']);
  });

  it('login({ loginMethods, prefill }) narrows the rows and fills the input', async () => {
    await openLanding({
      options: { loginMethods: ['google', 'email', 'telegram'], prefill: { type: 'email', value: 'ada@example.com' } },
    });
    await waitFor(() => expect(rows()).toEqual(['email', 'Google']));
    expect((screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.queryByRole('button', { name: /passkey/ })).not.toBeInTheDocument();
  });

  it("login({ prefill: { type: 'phone' } }) opens the phone form with the number", async () => {
    await openLanding({
      options: { loginMethods: ['sms', 'email'], prefill: { type: 'phone', value: '+14155550123' } },
    });
    const input = (await screen.findByRole('textbox', { name: /phone/i }, { timeout: 5_000 })) as HTMLInputElement;
    expect(input.value).toBe('+14155550123');
  });

  it('the stored last login puts its method first with the Recent chip', async () => {
    await openLanding({
      stored: {
        [`foyer:recent_login:${DEFAULT_APP_ID}`]: JSON.stringify({ method: 'discord', accountType: 'discord_oauth' }),
      },
    });
    await waitFor(() => expect(rows()[0]).toBe('DiscordRecent'));
  });

  it('warns the developer once about login-time methods listed twice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openLanding({ options: { loginMethods: ['email', 'email', 'google', 'google'] } });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[foyer] login({ loginMethods }) lists methods more than once: email, google.'),
    );
    expect(warn.mock.calls.filter(([text]) => String(text).includes('more than once'))).toHaveLength(1);
  });
});
