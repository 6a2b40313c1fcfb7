import {
  createInProcessEmulator,
  createSession,
  DEFAULT_APP_ID,
  FARCASTER_CONNECT_PATH,
  type InProcessEmulator,
  signTelegramWebAppData,
  telegramBotToken,
} from '@foyer/emulator/in-process';
import { AFTER_LOGIN_TIMING, type FoyerError, type LinkComplete, memoryStorage, useAuth } from '@foyer/headless';
import { persistSession } from '@foyer/headless/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../testing/matchers.ts';
import { ModalHarness } from '../testing/ModalHarness.tsx';

import { useLinkAccount } from './useLinkAccount.ts';

const BOT = '7000000042';
let emulator: InProcessEmulator;
/** The Farcaster channels the kit opened, read off the wire. */
let channelTokens: string[];

beforeEach(async () => {
  emulator = await createInProcessEmulator();
  emulator.seed({
    apps: [
      {
        id: DEFAULT_APP_ID,
        telegram_auth: true,
        farcaster_auth: true,
        telegram_auth_config: {
          bot_id: BOT,
          bot_name: 'foyer_test_bot',
          link_enabled: true,
          seamless_auth_enabled: true,
        },
      },
    ],
  });
  channelTokens = [];
  const fetch = emulator.fetch;
  emulator = Object.assign(Object.create(emulator) as InProcessEmulator, {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input instanceof Request ? input.url : input).endsWith('/api/v1/farcaster/init')) {
        return fetch(input, init);
      }
      // A browser sends the page's Origin with this POST (the relying party of the Farcaster message);
      // happy-dom drops that forbidden header, so the test names the party in the body instead.
      const body = { ...(JSON.parse(String(init?.body ?? '{}')) as object), relying_party: window.location.origin };
      const response = await fetch(input, { ...init, body: JSON.stringify(body) });
      channelTokens.push(((await response.clone().json()) as { channel_token: string }).channel_token);
      return response;
    },
  });
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

type Callbacks = { onSuccess(result: LinkComplete): void; onError(error: FoyerError): void };

function Openers({ initDataRaw, ...callbacks }: Callbacks & { initDataRaw?: string }) {
  const { linkTelegram, linkFarcaster } = useLinkAccount(callbacks);
  const { ready, authenticated } = useAuth();
  return (
    <div data-authenticated={authenticated}>
      <button
        type="button"
        disabled={!ready}
        onClick={() => linkTelegram(initDataRaw === undefined ? undefined : { launchParams: { initDataRaw } })}
      >
        Link Telegram
      </button>
      <button type="button" disabled={!ready} onClick={linkFarcaster}>
        Link Farcaster
      </button>
    </div>
  );
}

/** A logged-in user (one custom-auth account) and the openers, ready. */
async function setup(props: { initDataRaw?: string } = {}) {
  const storage = memoryStorage();
  persistSession(
    storage,
    await createSession(emulator, { linked_accounts: [{ type: 'custom_auth', custom_user_id: 'ext-1' }] }),
  );
  const onSuccess = vi.fn<Callbacks['onSuccess']>();
  const onError = vi.fn<Callbacks['onError']>();
  render(
    <ModalHarness emulator={emulator} storage={storage}>
      <Openers onSuccess={onSuccess} onError={onError} {...props} />
    </ModalHarness>,
  );
  const button = screen.getByRole('button', { name: 'Link Telegram' });
  await waitFor(() => expect(button.parentElement).toHaveAttribute('data-authenticated', 'true'));
  await waitFor(() => expect(button).toBeEnabled());
  return { onSuccess, onError };
}

const closeAfterSuccess = async () => {
  await act(() => vi.advanceTimersByTimeAsync(AFTER_LOGIN_TIMING.nextStepMs + AFTER_LOGIN_TIMING.successMs));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

describe('useLinkAccount().linkTelegram()', () => {
  it("with a Mini App's launch data: verified at once, the Telegram account linked, onSuccess on close", async () => {
    const signed = signTelegramWebAppData(telegramBotToken(BOT), {
      auth_date: Math.floor(emulator.clock.now() / 1000),
      user: { id: 424242, first_name: 'Ada', username: 'ada' },
    });
    const initDataRaw = new URLSearchParams(
      Object.entries(signed).map(([key, value]) => [key, String(value)]),
    ).toString();
    const { onSuccess, onError } = await setup({ initDataRaw });
    fireEvent.click(screen.getByRole('button', { name: 'Link Telegram' }));
    expect(await screen.findByRole('heading', { name: 'Successfully connected with Telegram' })).toBeInTheDocument();
    await closeAfterSuccess();
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        linkMethod: 'telegram',
        linkedAccount: expect.objectContaining({ type: 'telegram', telegramUserId: '424242' }),
      }),
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it('with launch data that does not verify: Authentication failed, nothing linked', async () => {
    const signed = signTelegramWebAppData(telegramBotToken(BOT), {
      auth_date: Math.floor(emulator.clock.now() / 1000),
      user: { id: 424243, first_name: 'Mallory' },
    });
    const initDataRaw = new URLSearchParams({
      ...signed,
      auth_date: String(signed.auth_date),
      hash: '0'.repeat(64),
    }).toString();
    const { onSuccess } = await setup({ initDataRaw });
    fireEvent.click(screen.getByRole('button', { name: 'Link Telegram' }));
    expect(await screen.findByRole('heading', { name: 'Authentication failed' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Try again.')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

describe('useLinkAccount().linkFarcaster()', () => {
  it("opens 'Sign in with Farcaster'; once the Farcaster app approves, the account is linked", async () => {
    const { onSuccess, onError } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Link Farcaster' }));
    expect(await screen.findByRole('heading', { name: 'Sign in with Farcaster' })).toBeInTheDocument();
    await waitFor(() => expect(channelTokens).toHaveLength(1));

    // The Farcaster app's side: approve the channel on the relay's page as the first test identity.
    const channelToken = channelTokens[0]!;
    const approved = await emulator.fetch(`${emulator.url}${FARCASTER_CONNECT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channelToken, preset: '0' }).toString(),
    });
    expect(approved.status, await approved.clone().text()).toBe(200);

    // The next status poll (every 2 s) sees the approval; the link succeeds and the modal closes.
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await closeAfterSuccess();
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        linkMethod: 'farcaster',
        linkedAccount: expect.objectContaining({ type: 'farcaster' }),
      }),
    );
    expect(onError).not.toHaveBeenCalled();
  });
});
