import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createEmulatorClient } from '../contract/client.ts';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { APP_EMULATOR_URL_ENV, EMULATOR_URL_ENV } from './env.ts';

/** Asks the OS for a free loopback port, synchronously (a config file cannot wait). */
function freePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 10_000 }));
}

/**
 * The test emulator's URL, chosen once per run: a free port, written to `FOYER_EMULATOR_URL` (the tests)
 * and `VITE_FOYER_EMULATOR_URL` (the app's build, which Playwright's `webServer` starts before any
 * global setup). Test workers load the config again and inherit the variables, so they agree.
 */
export function reserveEmulatorUrl(): string {
  const url = process.env[EMULATOR_URL_ENV] ?? `http://127.0.0.1:${freePort()}`;
  process.env[EMULATOR_URL_ENV] = url;
  process.env[APP_EMULATOR_URL_ENV] = url;
  return url;
}

/**
 * For a Playwright or Vitest config: `globalSetup: foyerEmulator().globalSetup`. The setup starts an
 * emulator at `url` once for the whole run, waits until it answers, and stops it at the end.
 */
export function foyerEmulator(): { url: string; globalSetup: string } {
  const url = reserveEmulatorUrl();
  // Next to this module: its TypeScript source in the workspace, `dist/testing/globalSetup.js` when packed.
  const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  return { url, globalSetup: fileURLToPath(new URL(`./globalSetup.${extension}`, import.meta.url)) };
}

/** Starts an emulator at the reserved URL's port and checks that it answers; `close()` stops it. */
export async function startTestEmulator(): Promise<Emulator> {
  const port = Number(new URL(reserveEmulatorUrl()).port);
  const emulator = await createEmulator({ host: '127.0.0.1', port });
  try {
    await createEmulatorClient(emulator.url).apps();
  } catch (error) {
    await emulator.close();
    throw new Error(`The test emulator at ${emulator.url} does not answer`, { cause: error });
  }
  return emulator;
}
