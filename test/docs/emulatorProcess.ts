import { execFileSync, spawn } from 'node:child_process';
import type { EmulatorClient } from '@foyer/emulator/in-process';
import { emulatorClient } from '../support/emulatorClient.ts';
import { root } from './markdown.ts';

export interface EmulatorProcess {
  /** The API's base URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Its developer endpoints, called over Node's HTTP (a DOM test's `fetch` sends the page's Origin). */
  client: EmulatorClient;
  /** The newest code sent to `to`, read synchronously (for a `prompt()` stand-in). */
  latestCodeSync(to: string): string;
  stop(): Promise<void>;
}

/**
 * The emulator as the README tells readers to run it (`npx foyer-emulator`), in its own process, on a
 * free port. From source, as `npm start` runs it (scripts/setup.mjs `emulatorFromSource`). Its own
 * process also keeps it out of this test's DOM globals (happy-dom replaces `Request`, `Response`, …).
 */
export function startEmulator(): Promise<EmulatorProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=@foyer/source', '--import', 'tsx', 'packages/emulator/src/cli.ts', '--port', '0'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The emulator did not start:\n${output}`)), 30_000);
    child.on('exit', (code) => reject(new Error(`The emulator exited (${code}):\n${output}`)));
    const onData = (chunk: Buffer) => {
      output += chunk;
      const url = /API:\s+(http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({
        url,
        client: emulatorClient(url),
        latestCodeSync: (to) =>
          execFileSync(
            process.execPath,
            [
              '--input-type=module',
              '-e',
              `const r = await fetch(process.argv[1]); process.stdout.write((await r.json()).messages[0].code);`,
              `${url}/__emulator/outbox?to=${encodeURIComponent(to)}`,
            ],
            { encoding: 'utf8' },
          ),
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
}
