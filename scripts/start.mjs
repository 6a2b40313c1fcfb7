// `npm start`: the emulator and the demo app, offline, on localhost.
import { spawn } from 'node:child_process';
import { buildStyles, buildVendor, emulatorFromSource, ensureInstalled, root } from './setup.mjs';

ensureInstalled();
buildStyles();
buildVendor();

const host = '127.0.0.1';
const emulatorPort = Number(process.env.FOYER_EMULATOR_PORT ?? 8787);
const demoPort = Number(process.env.FOYER_DEMO_PORT ?? 5173);
const apiUrl = `http://${host}:${emulatorPort}`;

// The emulator's CLI from its TypeScript source (no package build; the published bin runs dist/cli.js).
const emulator = spawn(process.execPath, [...emulatorFromSource, '--host', host, '--port', String(emulatorPort)], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
emulator.on('exit', (code) => {
  console.error(
    `The emulator stopped (exit ${code}). Is port ${emulatorPort} free? Set FOYER_EMULATOR_PORT to use another.`,
  );
  process.exit(1);
});

async function waitFor(url, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
await waitFor(`${apiUrl}/__emulator/outbox`);

// The demo's app runs in server-cookie (HttpOnly) mode: its custom_api_url is the emulator itself, so
// the refresh token lives in a cookie page scripts cannot read. The e2e setup seeds it the same way.
const appId = process.env.FOYER_APP_ID ?? 'foyer-demo-app-0000000001';
const seeded = await fetch(`${apiUrl}/__emulator/seed`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    apps: [
      {
        id: appId,
        custom_api_url: apiUrl,
        // Every user gets an Ethereum and a Solana embedded wallet at login.
        embedded_wallet_config: {
          ethereum: { create_on_login: 'all-users' },
          solana: { create_on_login: 'all-users' },
        },
      },
    ],
  }),
});
if (!seeded.ok) throw new Error(`Seeding the demo's app failed: ${seeded.status} ${await seeded.text()}`);

process.env.FOYER_API_URL = apiUrl;
const { createServer } = await import('vite');
const demo = await createServer({
  configFile: `${root}packages/demo/vite.config.ts`,
  server: { host, port: demoPort, strictPort: true },
  logLevel: 'warn',
});
await demo.listen();
const demoUrl = `http://${host}:${demoPort}`;

console.log(`
  Foyer is running, offline.

  Demo, default modal     ${demoUrl}/
  Demo, custom UI (hooks) ${demoUrl}/custom/
  Emulator API            ${apiUrl}
  Codes "sent" by e-mail  ${apiUrl}/__emulator/   (JSON: ${apiUrl}/__emulator/outbox)

  Log in with any address; read its 6-digit code on the emulator page. Ctrl+C stops both.
`);

const stop = async () => {
  emulator.removeAllListeners('exit');
  emulator.kill('SIGTERM');
  await demo.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
