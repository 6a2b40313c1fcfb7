import { afterEach, describe, expect, it, vi } from 'vitest';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { codeChallengeOf, type PkceParameters } from './pkce.ts';
import { createPopupAuthorization } from './popupAuthorization.ts';

/** A stand-in popup window: the test plays the provider's page and its relay. */
function fakePopup() {
  const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn(() => (popup.closed = true)) };
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  /** The popup's page hands the return to this page, as `relayToOpener` does. */
  const relay = (returned: { code: string; state: string }) => {
    const event = new MessageEvent('message', {
      data: { type: 'foyer:oauth-return', returned: { ...returned, provider: null } },
      origin: window.location.origin,
    });
    Object.defineProperty(event, 'source', { value: popup });
    window.dispatchEvent(event);
  };
  return { popup, relay };
}

const url = 'https://provider.example/consent';
afterEach(() => vi.restoreAllMocks());

describe('createPopupAuthorization', () => {
  it.each<[string, (auth: ReturnType<typeof createPopupAuthorization>) => void, string]>([
    ['no popup opened: the browser blocked it', () => undefined, 'oauth_unexpected'],
    [
      'a discarded popup is not there to take',
      (auth) => {
        auth.open();
        auth.discard();
      },
      'oauth_unexpected',
    ],
  ])('start refuses when %s, before any call', async (_, before, code) => {
    fakePopup();
    const auth = createPopupAuthorization('Test');
    before(auth);
    const authorize = vi.fn(async () => ({ url }));
    await expect(auth.start(authorize)).rejects.toMatchObject({ code, message: expect.stringContaining('Test popup') });
    expect(authorize).not.toHaveBeenCalled();
  });

  it('start sends the popup to the URL the init call answered with a fresh S256 challenge', async () => {
    const { popup } = fakePopup();
    const auth = createPopupAuthorization('Test');
    auth.open();
    let pkce: PkceParameters | null = null;
    const answer = await auth.start(async (given) => {
      pkce = given;
      return { url, extra: 1 };
    });
    expect(answer).toEqual({ url, extra: 1 });
    expect(popup.location.href).toBe(url);
    const { codeVerifier, codeChallenge } = pkce as unknown as PkceParameters;
    expect(codeChallenge).toBe(await codeChallengeOf(codeVerifier));
    auth.discard(); // the popup belongs to the run now
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('closes the popup when the init call fails', async () => {
    const { popup } = fakePopup();
    const auth = createPopupAuthorization('Test');
    auth.open();
    await expect(
      auth.start(() => Promise.reject(new FoyerError('too_many_requests', 'slow down'))),
    ).rejects.toMatchObject({
      code: 'too_many_requests',
    });
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it('awaitReturn hands back the return with the run’s own secrets, once', async () => {
    const { relay } = fakePopup();
    const auth = createPopupAuthorization('Test');
    auth.open();
    let pkce: PkceParameters | null = null;
    await auth.start(async (given) => {
      pkce = given;
      return { url };
    });
    const waiting = auth.awaitReturn({
      signal: new AbortController().signal,
      intent: 'login',
      closedMessage: 'closed',
    });
    const { stateCode, codeVerifier } = pkce as unknown as PkceParameters;
    relay({ code: 'the-code', state: stateCode });
    await expect(waiting).resolves.toEqual({
      returned: { code: 'the-code', state: stateCode, provider: null },
      stored: { stateCode, codeVerifier },
    });
    await expect(
      auth.awaitReturn({ signal: new AbortController().signal, intent: 'login', closedMessage: 'closed' }),
    ).rejects.toMatchObject({
      code: 'no_flow_in_progress',
    });
  });

  it('awaitReturn without a started run is no flow in progress', async () => {
    const auth = createPopupAuthorization('Test');
    await expect(
      auth.awaitReturn({ signal: new AbortController().signal, intent: 'login', closedMessage: 'closed' }),
    ).rejects.toMatchObject({
      code: 'no_flow_in_progress',
    });
  });
});
