// `node --import tsx scripts/compileContracts.ts`: compiles the emulator's test contracts
// (`packages/emulator/src/chains/evm/contracts/*.sol`) with the npm `solc` (an exact devDependency) and
// writes their ABIs and creation bytecode to `contracts/artifacts.ts`, which is committed: the
// emulator deploys them at start and never compiles. `test/node/compileContracts.test.ts` fails when
// the committed artifacts differ from what solc makes of the sources.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import solc from 'solc';

const contractsDir = new URL('../packages/emulator/src/chains/evm/contracts/', import.meta.url);

/** Each contract's export name in `artifacts.ts`, by source file (one contract per file, named after it). */
export const CONTRACTS = { 'FoyerUsdc.sol': 'usdc', 'FoyerNft.sol': 'nft721', 'FoyerMulti.sol': 'nft1155' } as const;

interface SolcOutput {
  errors?: { severity: 'error' | 'warning'; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

export interface Artifact {
  abi: unknown[];
  bytecode: string;
}

/** Each contract's ABI and creation bytecode, by its export name, compiled from the sources as they are now. */
export function compiledContracts(): Record<(typeof CONTRACTS)[keyof typeof CONTRACTS], Artifact> {
  const files = readdirSync(contractsDir).filter((name) => name.endsWith('.sol'));
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(
      files.map((name) => [name, { content: readFileSync(new URL(name, contractsDir), 'utf8') }]),
    ),
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      // No metadata hash: the bytecode depends on the source only, not on the paths it was compiled from.
      metadata: { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  return Object.fromEntries(
    Object.entries(CONTRACTS).map(([file, exportName]) => {
      const contract = output.contracts[file]?.[file.replace(/\.sol$/, '')];
      if (!contract) throw new Error(`${file} holds no contract named after it`);
      return [exportName, { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }];
    }),
  ) as Record<(typeof CONTRACTS)[keyof typeof CONTRACTS], Artifact>;
}

/** The text of `artifacts.ts` (biome formats it after). */
function artifactsModule(): string {
  const contracts = compiledContracts();
  const modules = Object.entries(CONTRACTS).map(
    ([file, exportName]) =>
      `/** ${file}, compiled by solc ${solc.version()}. */\nexport const ${exportName} = ${JSON.stringify(contracts[exportName])} as const;\n`,
  );
  return `// Written by scripts/compileContracts.ts from the .sol files beside it: do not edit.\n\n${modules.join('\n')}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const target = new URL('artifacts.ts', contractsDir);
  writeFileSync(target, artifactsModule());
  execFileSync('npx', ['biome', 'format', '--write', fileURLToPath(target)], { stdio: 'inherit' });
}
