import { describe, expect, it } from 'vitest';

/** The public surface of `@foyer/emulator`: a new export is a decision this list makes visible. */
const inProcess = [
  'DEFAULT_APP_ID',
  'DEV_PREFIX',
  'EmulatorClientError',
  'FARCASTER_CONNECT_PATH',
  'IN_PROCESS_URL',
  'JWKS_PATH',
  'REFRESH_REUSE_GRACE_MS',
  'SESSION_COOKIE',
  'TELEGRAM_AUTH_PATH',
  'createEmulatorClient',
  'createInProcessEmulator',
  'createSession',
  'defaultAppConfig',
  'devRoutes',
  'latestCode',
  'loginWithEmail',
  'signTelegramLogin',
  'signTelegramWebAppData',
  'telegramBotToken',
];

describe('@foyer/emulator public exports', () => {
  it('./in-process : browser-safe instances, the developer-endpoint client and test helpers', async () => {
    expect(Object.keys(await import('./inProcess.ts')).sort()).toEqual(inProcess);
  });

  it('. : the same, plus the Node server', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([...inProcess, 'createEmulator'].sort());
  });
});
