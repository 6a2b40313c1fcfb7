/**
 * Embedded browsers of apps (Facebook, Instagram, LINE, Twitter/X, TikTok, WeChat, Snapchat,
 * LinkedIn, Android WebViews): providers refuse OAuth there (Google's `disallowed_useragent`).
 */
const IN_APP_BROWSER =
  /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bInstagram\b|\bLine\/|\bTwitter(?:Android)?\b|\bMicroMessenger\/|\bSnapchat\b|\bLinkedInApp\b|\bmusical_ly\b|\bBytedanceWebview\b|\bTikTok\b|; wv\)/i;

/**
 * Spec §2 'In-app browser': whether `userAgent` (default: this browser's) is an app's embedded
 * browser, where social login cannot run. Pure for a given user agent; false without a navigator.
 */
export function isInAppBrowser(userAgent?: string): boolean {
  const agent = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  return IN_APP_BROWSER.test(agent);
}
