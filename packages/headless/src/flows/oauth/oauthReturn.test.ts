import { afterEach, describe, expect, it, vi } from 'vitest';
import { OAUTH_KEPT_POPUP_NAME, OAUTH_POPUP_NAME, type OAuthReturn, relayToOpener } from './oauthReturn.ts';

const RETURNED: OAuthReturn = { code: 'code-1', state: 'state-1', provider: null };

/** This page as the return page in a popup of `name`, with an opener (or none); what it did. */
function returnPage(name: string, opener: { closed: boolean } | null) {
  window.name = name;
  const posted = vi.fn();
  Object.defineProperty(window, 'opener', {
    configurable: true,
    value: opener && { ...opener, postMessage: posted },
  });
  const close = vi.spyOn(window, 'close').mockImplementation(() => {});
  const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
  return { posted, close, replace };
}

afterEach(() => {
  window.name = '';
  Object.defineProperty(window, 'opener', { configurable: true, value: null });
  vi.restoreAllMocks();
});

describe('relayToOpener: the OAuth return page in a popup', () => {
  it('hands the return to its opener on its own origin, then closes', () => {
    const page = returnPage(OAUTH_POPUP_NAME, { closed: false });
    expect(relayToOpener(RETURNED)).toBe(true);
    expect(page.posted).toHaveBeenCalledWith(
      { type: 'foyer:oauth-return', returned: RETURNED },
      window.location.origin,
    );
    expect(page.close).toHaveBeenCalledOnce();
    expect(page.replace).not.toHaveBeenCalled();
  });

  it('a kept popup leaves the app for a blank page and stays open, for its opener to send it on', () => {
    const page = returnPage(OAUTH_KEPT_POPUP_NAME, { closed: false });
    expect(relayToOpener(RETURNED)).toBe(true);
    expect(page.posted).toHaveBeenCalledOnce();
    expect(page.replace).toHaveBeenCalledWith('about:blank');
    expect(page.close).not.toHaveBeenCalled();
  });

  it('a kept popup whose opener is gone closes: nothing would send it on', () => {
    const page = returnPage(OAUTH_KEPT_POPUP_NAME, { closed: true });
    expect(relayToOpener(RETURNED)).toBe(true);
    expect(page.close).toHaveBeenCalledOnce();
    expect(page.replace).not.toHaveBeenCalled();
    returnPage(OAUTH_KEPT_POPUP_NAME, null);
    expect(relayToOpener(RETURNED)).toBe(true);
  });

  it('a page in any other window completes the return itself', () => {
    const page = returnPage('', { closed: false });
    expect(relayToOpener(RETURNED)).toBe(false);
    expect(page.posted).not.toHaveBeenCalled();
    expect(page.close).not.toHaveBeenCalled();
  });
});
