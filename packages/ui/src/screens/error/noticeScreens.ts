/**
 * The error screen and the policy screens (allowlist, account not found, user limit, in-app
 * browser) load together, as one small chunk: they share the `Notice` layout, and one of them
 * shows after a failure at most. Loaded as one, the chunk also reads the app config like every
 * other screen, which keeps the demo's startup chunks as they were (a lazily loaded chunk that
 * reaches the kit's error codes without its store made the bundler split them out of the shared
 * startup chunk: +0.3 kB gzip).
 */
export { default as AccountNotFoundScreen } from '../accountNotFound/AccountNotFoundScreen.tsx';
export { default as AllowlistScreen } from '../allowlist/AllowlistScreen.tsx';
export { default as InAppBrowserScreen } from '../inAppBrowser/InAppBrowserScreen.tsx';
export { default as UserLimitScreen } from '../userLimit/UserLimitScreen.tsx';
export { default as ErrorScreen } from './ErrorScreen.tsx';
