import { describe, expect, it } from 'vitest';
import { isInAppBrowser } from './inAppBrowser.ts';

describe('isInAppBrowser', () => {
  it.each([
    [
      'Instagram',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0.0.0',
    ],
    [
      'Facebook',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 [FBAN/FBIOS;FBAV/440.0.0]',
    ],
    [
      'LINE',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari Line/13.1.0',
    ],
    [
      'WeChat',
      'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.40',
    ],
    [
      'an Android WebView',
      'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A; wv) AppleWebKit/537.36 Version/4.0 Chrome/118.0 Mobile Safari/537.36',
    ],
  ])('recognises %s', (_, agent) => {
    expect(isInAppBrowser(agent)).toBe(true);
  });

  it.each([
    [
      'desktop Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    ],
    [
      'mobile Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    ],
    ['Android Chrome', 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/118.0 Mobile Safari/537.36'],
  ])('lets %s through', (_, agent) => {
    expect(isInAppBrowser(agent)).toBe(false);
  });
});
