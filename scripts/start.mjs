// `npm start`: the emulator and the demo app, offline, on localhost.
import { spawn } from 'node:child_process';
import { DEMO_HOST, demoAppSeed, localOrigin } from './demoApp.mjs';
import { buildStyles, buildVendor, emulatorFromSource, ensureInstalled, root } from './setup.mjs';

ensureInstalled();
buildStyles();
buildVendor();

// Both servers listen on 127.0.0.1; the browser reaches them as localhost (see DEMO_HOST).
const host = '127.0.0.1';
const emulatorPort = Number(process.env.FOYER_EMULATOR_PORT ?? 8787);
const demoPort = Number(process.env.FOYER_DEMO_PORT ?? 5173);
const apiUrl = localOrigin(emulatorPort);
const demoUrl = localOrigin(demoPort);
/** This script's own calls to the emulator (Node's fetch, straight to the address it listens on). */
const emulatorUrl = `http://${host}:${emulatorPort}`;

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
await waitFor(`${emulatorUrl}/__emulator/outbox`);

// The demo's app: every login method, embedded wallets at login, server-cookie (HttpOnly) sessions
// (its custom_api_url is the emulator itself), and the demo's own origin as its allowed one.
const appId = process.env.FOYER_APP_ID ?? 'foyer-demo-app-0000000001';
const seeded = await fetch(`${emulatorUrl}/__emulator/seed`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ apps: [demoAppSeed({ id: appId, apiUrl, demoOrigin: demoUrl })] }),
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

console.log(`
  Foyer is running, offline.

  Demo, default modal     ${demoUrl}/
  Demo, custom UI (hooks) ${demoUrl}/custom/
  Emulator API            ${apiUrl}
  Codes "sent" by e-mail  ${apiUrl}/__emulator/   (JSON: ${apiUrl}/__emulator/outbox)
  EVM chain 31337 RPC     ${apiUrl}/rpc/evm/31337
  EVM chain 31338 RPC     ${apiUrl}/rpc/evm/31338
  Fund a wallet           curl -X POST ${emulatorUrl}/__emulator/chains/fund -H 'content-type: application/json' -d '{"address":"0x…","native":"1"}'

  Every login method is on, and each user gets embedded wallets. Open the demo at ${DEMO_HOST} (passkeys
  refuse an IP address). Codes and consents are the emulator's; Ctrl+C stops both.
`);

const stop = async () => {
  emulator.removeAllListeners('exit');
  emulator.kill('SIGTERM');
  await demo.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
