import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createEmulator } from './createEmulator.ts';
import { DEFAULT_APP_ID, loopbackOnlyNotice } from './domains/apps/index.ts';
import type { EmulatorStateJson } from './domains/index.ts';
import { DEV_PREFIX } from './kernel/devRoute.ts';
import { newWalletKmsKey } from './kernel/walletKms.ts';
import { emulatorEvmChains } from './localChains.ts';

/** The wallet KMS key's file, next to the state file (never inside it). */
const KMS_KEY_SUFFIX = '.wallet-kms-key';

/** The KMS key kept next to `stateFile`: read when the file exists, else created (mode 600) before serving. */
function walletKmsKeyFor(stateFile: string): string {
  const keyFile = `${stateFile}${KMS_KEY_SUFFIX}`;
  if (existsSync(keyFile)) return readFileSync(keyFile, 'utf8').trim();
  const key = newWalletKmsKey();
  writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
  return key;
}

const USAGE = `Usage: foyer-emulator [--port 8787] [--host 127.0.0.1] [--state <file>]

  --port   port to listen on (0 = any free port; default 8787)
  --host   interface to bind (default 127.0.0.1)
  --state  JSON state file: loaded at start when it exists, saved on Ctrl-C / SIGTERM. The key
           that wraps embedded-wallet recovery keys is kept apart, in <file>${KMS_KEY_SUFFIX}
           (created once, mode 600): the state file alone opens no wallet.
`;

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid --port: ${value}`);
  return port;
}

/** Prints each notice once; those said before `open()` (the start's) wait for it, after the banner. */
function noticePrinter() {
  const said = new Set<string>();
  let held: string[] | null = [];
  const print = (notice: string) => process.stdout.write(`Note: ${notice}\n`);
  return {
    say(notice: string) {
      if (said.has(notice)) return;
      said.add(notice);
      if (held) held.push(notice);
      else print(notice);
    },
    open() {
      for (const notice of held ?? []) print(notice);
      held = null;
    },
  };
}

async function main(argv: string[] = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      state: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const notices = noticePrinter();
  const stateFile = values.state;
  const emulator = await createEmulator({
    port: parsePort(values.port),
    host: values.host,
    onNotice: notices.say,
    ...(stateFile ? { walletKmsKey: walletKmsKeyFor(stateFile) } : {}),
  });
  if (stateFile && existsSync(stateFile)) {
    await emulator.importState(JSON.parse(readFileSync(stateFile, 'utf8')) as EmulatorStateJson);
  } else {
    notices.say(loopbackOnlyNotice(DEFAULT_APP_ID));
  }

  process.stdout.write(
    [
      `Foyer emulator listening`,
      `  API:        ${emulator.url}`,
      `  Developer:  ${emulator.url}${DEV_PREFIX}/`,
      `  Outbox:     ${emulator.url}${DEV_PREFIX}/outbox`,
      `  App id:     ${DEFAULT_APP_ID}`,
      ...emulatorEvmChains(emulator.url).map(
        (chain) => `  EVM RPC:    ${chain.rpcUrls.default.http[0]} (chain ${chain.id}, ${chain.name})`,
      ),
      ...(stateFile ? [`  State file: ${stateFile}`, `  Wallet key: ${stateFile}${KMS_KEY_SUFFIX}`] : []),
      '',
    ].join('\n'),
  );
  notices.open();

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    try {
      if (stateFile) {
        writeFileSync(stateFile, `${JSON.stringify(emulator.exportState(), null, 2)}\n`);
        process.stdout.write(`Saved state to ${stateFile}\n`);
      }
      await emulator.close();
      process.stdout.write(`Stopped (${signal})\n`);
      process.exit(0);
    } catch (error) {
      process.stderr.write(`Failed to stop cleanly: ${error instanceof Error ? error.message : error}\n`);
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}

main().catch((error: unknown) => {
  process.stderr.write(`foyer-emulator: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(1);
});
