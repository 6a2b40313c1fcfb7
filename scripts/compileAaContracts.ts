// `node --import tsx scripts/compileAaContracts.ts`: the ERC-4337 contracts the emulator deploys on
// first smart-wallet use, written to `packages/emulator/src/chains/evm/aa/artifacts.ts` (committed:
// the emulator never compiles). The EntryPoint v0.7 and its sample VerifyingPaymaster are the
// artifacts `@account-abstraction/contracts` ships; Light Account v2.0.0 (its factory deploys the
// account implementation) is compiled with the npm `solc` from the sources of
// alchemyplatform/light-account kept in `aa/contracts/lightAccount/`, as its foundry.toml says (via IR,
// 10,000,000 optimizer runs), against the OpenZeppelin and account-abstraction packages.
// `test/node/compileAaContracts.test.ts` fails when the committed artifacts differ.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import solc from 'solc';

const aaDir = fileURLToPath(new URL('../packages/emulator/src/chains/evm/aa/', import.meta.url));
const lightAccountDir = join(aaDir, 'contracts/lightAccount');
const require = createRequire(join(aaDir, 'package.json'));

export interface Artifact {
  abi: unknown[];
  bytecode: string;
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning'; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

const solidityFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return solidityFiles(path);
    return name.endsWith('.sol') ? [path] : [];
  });

/** Light Account's imports: `account-abstraction/` is the npm package's root (its foundry remapping). */
function findImport(path: string): { contents: string } | { error: string } {
  try {
    const npmPath = path.replace(/^account-abstraction\//, '@account-abstraction/contracts/');
    return { contents: readFileSync(require.resolve(npmPath), 'utf8') };
  } catch (error) {
    return { error: String(error) };
  }
}

/** LightAccountFactory v2.0.0, compiled from the sources as they are now. */
function compiledLightAccountFactory(): Artifact {
  const sources = Object.fromEntries(
    solidityFiles(lightAccountDir).map((path) => [
      relative(lightAccountDir, path),
      { content: readFileSync(path, 'utf8') },
    ]),
  );
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      viaIR: true,
      optimizer: { enabled: true, runs: 10_000_000 },
      evmVersion: 'cancun',
      metadata: { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { 'LightAccountFactory.sol': { LightAccountFactory: ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const contract = output.contracts['LightAccountFactory.sol']?.LightAccountFactory;
  if (!contract) throw new Error('LightAccountFactory.sol holds no LightAccountFactory');
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}

/** A contract as `@account-abstraction/contracts` ships it compiled. */
function shipped(name: string): Artifact {
  const { abi, bytecode } = require(`@account-abstraction/contracts/artifacts/${name}.json`) as Artifact;
  return { abi, bytecode };
}

/** Every artifact of `aa/artifacts.ts`, by its export name. */
export function aaArtifacts(): Record<'entryPoint' | 'verifyingPaymaster' | 'lightAccountFactory', Artifact> {
  return {
    entryPoint: shipped('EntryPoint'),
    verifyingPaymaster: shipped('VerifyingPaymaster'),
    lightAccountFactory: compiledLightAccountFactory(),
  };
}

function artifactsModule(): string {
  const { version } = require('@account-abstraction/contracts/package.json') as { version: string };
  const { entryPoint, verifyingPaymaster, lightAccountFactory } = aaArtifacts();
  return `// Written by scripts/compileAaContracts.ts: do not edit.

/** EntryPoint v0.7, as @account-abstraction/contracts ${version} ships it. */
export const entryPoint = ${JSON.stringify(entryPoint)} as const;

/** The sample VerifyingPaymaster of @account-abstraction/contracts ${version}. */
export const verifyingPaymaster = ${JSON.stringify(verifyingPaymaster)} as const;

/** LightAccountFactory v2.0.0 (contracts/lightAccount), compiled by solc ${solc.version()}. */
export const lightAccountFactory = ${JSON.stringify(lightAccountFactory)} as const;
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const target = join(aaDir, 'artifacts.ts');
  writeFileSync(target, artifactsModule());
  execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
}
