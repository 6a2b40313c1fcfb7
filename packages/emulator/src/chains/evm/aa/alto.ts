import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Hex, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ChainUnavailableError } from '../../../kernel/chains.ts';
import { AA_KEYS, type Create2Deployment, create2 } from './keys.ts';
import { freePort } from './rpcServer.ts';

/** The bundler this emulator is built and tested with (its optional peer dependency). */
const ALTO_VERSION = '0.0.20';
/** How long the bundler may take to answer after its start (it loads viem, fastify, …: about 2 s here). */
const BUNDLER_START_TIMEOUT_MS = 30_000;

/** The bundler's package folder (`esm/`), or a `ChainUnavailableError` saying how to install it. */
function altoDir(): string {
  try {
    return dirname(createRequire(import.meta.url).resolve('@pimlico/alto'));
  } catch (error) {
    throw new ChainUnavailableError(
      `Smart wallets need the optional peer dependency @pimlico/alto, the ERC-4337 bundler the emulator runs (npm i -D @pimlico/alto@${ALTO_VERSION}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Alto's simulation contracts (shipped compiled in its package), deployed by the emulator through CREATE2. */
export function altoSimulations(): { pimlico: Create2Deployment; entryPointV7: Create2Deployment } {
  const dir = altoDir();
  const bytecode = (path: string) =>
    (JSON.parse(readFileSync(join(dir, 'contracts', path), 'utf8')) as { bytecode: { object: Hex } }).bytecode.object;
  const salt = toHex(0, { size: 32 });
  return {
    pimlico: create2(salt, bytecode('PimlicoSimulations.sol/PimlicoSimulations.json')),
    entryPointV7: create2(salt, bytecode('EntryPointSimulations.sol/EntryPointSimulations07.json')),
  };
}

/** The addresses of the bundler's executor and utility wallets (funded by the emulator). */
export const bundlerWallets = (): Hex[] =>
  [AA_KEYS.bundlerExecutor, AA_KEYS.bundlerUtility].map((key) => privateKeyToAccount(key).address);

/** A running bundler: its JSON-RPC URL, and `stop`. */
export interface RunningBundler {
  readonly url: string;
  stop(): Promise<void>;
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts Alto (`@pimlico/alto`, a child process) for EntryPoint `entryPoint` on the chain at
 * `rpcUrl`, with the ERC-4337 validation rules off (`--safe-mode false`: the local chain has no
 * tracer), and waits until it answers; rejects with its output when it exits or takes longer than
 * `BUNDLER_START_TIMEOUT_MS`.
 */
export async function startAlto(rpcUrl: string, entryPoint: Hex): Promise<RunningBundler> {
  const cli = join(altoDir(), 'cli', 'alto.js');
  const { pimlico, entryPointV7 } = altoSimulations();
  const port = await freePort();
  const args = {
    entrypoints: entryPoint,
    'executor-private-keys': AA_KEYS.bundlerExecutor,
    'utility-private-key': AA_KEYS.bundlerUtility,
    'rpc-url': rpcUrl,
    port: String(port),
    'safe-mode': 'false',
    'deploy-simulations-contract': 'false',
    'pimlico-simulation-contract': pimlico.address,
    'entrypoint-simulation-contract-v7': entryPointV7.address,
    'utility-wallet-monitor': 'false',
    'block-time': '100',
    'log-level': process.env.FOYER_ALTO_DEBUG ?? 'warn',
  };
  const child = spawn(
    process.execPath,
    [cli, ...Object.entries(args).flatMap(([name, value]) => [`--${name}`, value])],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // `FOYER_ALTO_DEBUG=debug` (a pino level) shows Alto's log on stderr.
  if (process.env.FOYER_ALTO_DEBUG) {
    child.stdout?.pipe(process.stderr);
    child.stderr?.pipe(process.stderr);
  }
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await stopped(child);
    clearTimeout(killer);
  };
  const deadline = Date.now() + BUNDLER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The bundler (Alto) exited with code ${child.exitCode}:\n${output}`);
    const ready = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      signal: AbortSignal.timeout(1000),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The bundler (Alto) did not answer within ${BUNDLER_START_TIMEOUT_MS} ms:\n${output}`);
}
