import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DEFAULT_APP_ID } from '@foyer/emulator';
import {
  registrationOptionsToJson,
  registrationResponseToWire,
  routeDomains as routes,
} from '@foyer/headless/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../packages/emulator/src/test/support.ts';
import { resolveAppConfig } from '../../packages/headless/src/core/config/appConfig.ts';
import { softPasskeyAuthenticator } from '../support/softPasskey.ts';

// `npm start` itself (scripts/start.mjs) on two free ports: what it prints and what it configures.

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

let child: ChildProcess;
let printed = '';
let demoUrl: URL;
let apiUrl: URL;
/** The emulator as this test reaches it (Node, straight to the address it listens on). */
let emulator: { url: string };

beforeAll(async () => {
  const [emulatorPort, demoPort] = [await freePort(), await freePort()];
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, FOYER_EMULATOR_PORT: String(emulatorPort), FOYER_DEMO_PORT: String(demoPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not start:\n${printed}`)), 90_000);
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      if (!printed.includes('Ctrl+C stops both')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${printed}`)));
  });
  demoUrl = new URL(/Demo, default modal\s+(\S+)/.exec(printed)![1]!);
  apiUrl = new URL(/Emulator API\s+(\S+)/.exec(printed)![1]!);
  emulator = { url: `http://127.0.0.1:${apiUrl.port}` };
}, 120_000);

afterAll(async () => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
});

describe('npm start', () => {
  it('prints the demo at localhost, a host WebAuthn accepts (an IP address is no rp id), on the same site as the API', () => {
    expect(demoUrl.hostname).toBe('localhost');
    expect(isIP(demoUrl.hostname)).toBe(0);
    expect(apiUrl.hostname).toBe(demoUrl.hostname);
  });

  it("prints the local EVM chains' JSON-RPC URLs, which answer", async () => {
    for (const id of [31337, 31338]) {
      const rpc = new URL(new RegExp(`EVM chain ${id} RPC\\s+(\\S+)`).exec(printed)![1]!);
      expect(rpc.href).toBe(`${apiUrl.origin}/rpc/evm/${id}`);
      const response = await fetch(`${emulator.url}${rpc.pathname}`, {
        method: 'POST',
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: `0x${id.toString(16)}` });
    }
  });

  it("configures the demo's app with every login method and embedded wallets, answering only the demo's origin", async () => {
    const page = { origin: demoUrl.origin };
    const config = await call(emulator, routes.app.config, { params: { app_id: DEFAULT_APP_ID }, headers: page });
    expect(config.status).toBe(200);
    const { config: resolved, warnings } = resolveAppConfig(config.data);
    expect(warnings).toEqual([]);
    expect(Object.entries(resolved.loginMethods).filter(([, on]) => !on)).toEqual([]);
    expect(config.data).toMatchObject({
      guest_auth: true,
      solana_wallet_auth: true,
      passkeys_for_signup_enabled: true,
      custom_api_url: apiUrl.origin,
      allowed_domains: [demoUrl.origin],
      embedded_wallet_config: { ethereum: { create_on_login: 'all-users' }, solana: { create_on_login: 'all-users' } },
    });
    // Another port of the same host is not the demo.
    const other = `http://localhost:${Number(demoUrl.port) + 1}`;
    expect(
      (await call(emulator, routes.email.init, { body: { email: 'x@example.com' }, headers: { origin: other } }))
        .status,
    ).toBe(403);
  });

  it('signs up with a passkey at the printed address: its host is the rp id', async () => {
    const page = { origin: demoUrl.origin };
    const init = await call(emulator, routes.passkey.registerInit, { body: {}, headers: page });
    expect(init.status).toBe(200);
    expect(init.data.options.rp.id).toBe(demoUrl.hostname);
    const device = softPasskeyAuthenticator({ origin: demoUrl.origin });
    const answer = await device.register(registrationOptionsToJson(init.data.options), new AbortController().signal);
    const signup = await call(emulator, routes.passkey.register, {
      body: { authenticator_response: registrationResponseToWire(answer) },
      headers: page,
    });
    expect(signup.status).toBe(200);
    expect(signup.data.user?.linked_accounts).toEqual([expect.objectContaining({ type: 'passkey' })]);
  });

  it('serves the demo page at the printed address', async () => {
    const res = await fetch(`http://127.0.0.1:${demoUrl.port}/`, { headers: { host: demoUrl.host } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<div id="root"[ >]/);
  });
});
