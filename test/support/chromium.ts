import { existsSync } from 'node:fs';

/**
 * Chromium for tests, in the order reference/toolchain.md gives: CHROMIUM_PATH, Debian's
 * /usr/bin/chromium, then the binary shipped inside the `@sparticuz/chromium` npm package, so that
 * `npm ci && npm test` needs nothing else on a fresh machine. Never `npx playwright install`.
 */
export async function chromiumExecutable(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

/** Flags for a closed network: without the background-networking ones Chromium floods refused connections. */
export const chromiumArgs = [
  '--no-sandbox',
  '--no-zygote',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
