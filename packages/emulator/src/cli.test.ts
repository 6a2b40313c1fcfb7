import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmulatorClient } from './contract/client.ts';
import { DEFAULT_APP_ID, loopbackOnlyNotice } from './domains/apps/index.ts';
import { call } from './test/support.ts';
import { walletDevice } from './test/walletDevice.ts';

/** The CLI from source, as `npm start` runs it (the packed bin, which runs dist/cli.js, is tested in test/consumers/). */
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const fromSource = ['--conditions=@foyer/source', '--import', 'tsx', CLI];
const dir = mkdtempSync(join(tmpdir(), 'foyer-emulator-cli-'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  exit: Promise<number | null>;
}

/** Logs in against a CLI instance, reading its outbox over HTTP. */
async function loginOverHttp(url: string, email: string) {
  await call({ url }, routes.email.init, { body: { email } });
  const code = await createEmulatorClient(url).latestCode(email);
  const auth = await call({ url }, routes.email.authenticate, { body: { email, code } });
  expect(auth.status).toBe(200);
  return auth.data;
}

/** How long the CLI may take to print its URLs. */
const START_TIMEOUT_MS = 40_000;

/** Spawns the CLI and resolves once it has printed its API URL. */
function startCli(args: string[]): Promise<Running> {
  const child = spawn(process.execPath, [...fromSource, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let out = '';
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    // The CLI loads the emulator from source: seconds alone, more beside other stages on two cores.
    const timer = setTimeout(() => reject(new Error(`CLI did not start:\n${out}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/API:\s+(http:\/\/\S+)/);
      if (match?.[1] && out.includes('Outbox:')) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => out, exit });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`CLI exited with ${code}:\n${out}`));
    });
  });
}

// A test may start the CLI twice.
describe('foyer-emulator CLI', { timeout: 3 * START_TIMEOUT_MS }, () => {
  it('serves on the given port, prints its URLs, saves --state on SIGTERM and loads it on start', async () => {
    const stateFile = join(dir, 'state.json');
    const first = await startCli(['--port', '0', '--host', '127.0.0.1', '--state', stateFile]);
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(first.output()).toContain(`Developer:  ${first.url}/__emulator/`);
    expect(first.output()).toContain(`Outbox:     ${first.url}/__emulator/outbox`);
    expect(first.output()).toContain(`EVM RPC:    ${first.url}/rpc/evm/31337 (chain 31337, Foyer Local)`);
    expect(first.output()).toContain(`EVM RPC:    ${first.url}/rpc/evm/31338 (chain 31338, Foyer Local 2)`);

    const config = await call(first, routes.app.config, { params: { app_id: DEFAULT_APP_ID } });
    expect(config.data.id).toBe(DEFAULT_APP_ID);
    const auth = await loginOverHttp(first.url, 'cli@example.com');
    expect(auth.is_new_user).toBe(true);
    const created = await walletDevice(first, DEFAULT_APP_ID).send('privy:wallet:create', { accessToken: auth.token! });
    const address = created.data!.address as string;

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(existsSync(stateFile)).toBe(true);
    expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toMatchObject({
      version: 3,
      domains: { users: [expect.anything()] },
    });
    // The wallet KMS key lives next to the state file, readable by its owner only, and not in the state.
    const keyFile = `${stateFile}.wallet-kms-key`;
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(stateFile, 'utf8')).not.toContain(readFileSync(keyFile, 'utf8').trim());

    const second = await startCli(['--port', '0', '--state', stateFile]);
    try {
      const me = await call(second, routes.users.me, { token: auth.token! });
      expect(me.status).toBe(200);
      expect(me.data.user.id).toBe(auth.user!.id);
      expect((await loginOverHttp(second.url, 'cli@example.com')).is_new_user).toBe(false);
      // A new device recovers the wallet: the restarted instance reads the same KMS key.
      const recovered = await walletDevice(second, DEFAULT_APP_ID).send('privy:wallets:recover', {
        accessToken: auth.token!,
        entropyId: address,
        entropyIdVerifier: 'ethereum-address-verifier',
      });
      expect(recovered.data).toEqual({ entropyId: address });
    } finally {
      second.child.kill('SIGINT');
      expect(await second.exit).toBe(0);
    }
    // Two starts, each given 15 s (`startCli`), and a save between them: the project's 20 s was less
    // than what the test allows its own steps (it timed out once beside the e2e stage).
  });

  it('says once, after its banner, which apps are answered only from loopback origins, and what to do', async () => {
    const running = await startCli(['--port', '0']);
    try {
      const notice = (appId: string) => `Note: ${loopbackOnlyNotice(appId)}\n`;
      const count = (text: string) => running.output().split(text).length - 1;
      await expect.poll(() => count(notice(DEFAULT_APP_ID))).toBe(1);
      expect(running.output().indexOf(notice(DEFAULT_APP_ID))).toBeGreaterThan(running.output().indexOf('App id:'));
      const client = createEmulatorClient(running.url);
      const open = 'foyer-cli-open-app-000001';
      await client.seed({
        apps: [{ id: open }, { id: 'foyer-cli-listed-app-0001', allowed_domains: ['https://a.example'] }],
      });
      await client.seed({
        apps: [
          { id: open, sms_auth: true },
          { id: DEFAULT_APP_ID, sms_auth: true },
        ],
      });
      await expect.poll(() => count(notice(open))).toBe(1);
      expect(running.output()).not.toContain('foyer-cli-listed-app-0001');
      expect(count(notice(DEFAULT_APP_ID))).toBe(1);
    } finally {
      running.child.kill('SIGTERM');
      await running.exit;
    }
  });

  it('exits with 1 and the usage on a bad flag', async () => {
    await expect(startCli(['--port', 'eighty'])).rejects.toThrow(/exited with 1[\s\S]*Invalid --port[\s\S]*Usage/);
  });
});
