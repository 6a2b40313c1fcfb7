import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEV_PREFIX } from './contract/devRoute.ts';
import { createEmulator } from './createEmulator.ts';
import { DEFAULT_APP_ID } from './domains/apps/config.ts';
import type { EmulatorStateJson } from './state/stateJson.ts';

const USAGE = `Usage: foyer-emulator [--port 8787] [--host 127.0.0.1] [--state <file>]

  --port   port to listen on (0 = any free port; default 8787)
  --host   interface to bind (default 127.0.0.1)
  --state  JSON state file: loaded at start when it exists, saved on Ctrl-C / SIGTERM
`;

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid --port: ${value}`);
  return port;
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
  const emulator = await createEmulator({ port: parsePort(values.port), host: values.host });
  const stateFile = values.state;
  if (stateFile && existsSync(stateFile)) {
    await emulator.importState(JSON.parse(readFileSync(stateFile, 'utf8')) as EmulatorStateJson);
  }

  process.stdout.write(
    [
      `Foyer emulator listening`,
      `  API:        ${emulator.url}`,
      `  Developer:  ${emulator.url}${DEV_PREFIX}/`,
      `  Outbox:     ${emulator.url}${DEV_PREFIX}/outbox`,
      `  App id:     ${DEFAULT_APP_ID}`,
      ...(stateFile ? [`  State file: ${stateFile}`] : []),
      '',
    ].join('\n'),
  );

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
