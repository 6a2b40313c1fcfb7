/**
 * Issue 21 §5: what sending adds, gzip. In the demo's build of its modal page: the code a page loads
 * to send beyond what it has loaded to sign (each send module's chunk and the chunks only it needs;
 * budget 15 kB). And the wallet iframe's script (budget 70 kB).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { WalletScript } from '../packages/emulator/src/domains/wallets/iframePage.ts';
import { walletIframeScript } from '../packages/emulator/src/http/walletIframeScript.ts';

export const SEND_CODE_BUDGET_GZIP = 15_000;
export const IFRAME_SCRIPT_BUDGET_GZIP = 70_000;
/** The export page's script: it holds no crypto (the wallet iframe derives the key). */
export const EXPORT_SCRIPT_BUDGET_GZIP = 8_000;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The send modules, by what they send (their sources, as the manifest names them). */
const SEND_MODULES = {
  Ethereum: 'headless/src/wallets/ethereum/sendEthereum.ts',
  Solana: 'headless/src/wallets/embedded/solanaSend/effects.ts',
} as const;

/** `key`'s chunk and every chunk it imports statically. */
function closure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, into);
  return into;
}

/** Gzip bytes of each send module's code beyond its importer's, in the build whose manifest is `manifestFile` of `outDir`. */
export function measureSendCode(outDir: string, manifestFile = '.vite/manifest-0.json') {
  const manifest = JSON.parse(readFileSync(join(outDir, manifestFile), 'utf8')) as Record<string, ManifestChunk>;
  return Object.entries(SEND_MODULES).map(([chain, source]) => {
    const key = Object.keys(manifest).find((name) => name.endsWith(source));
    if (!key) throw new Error(`${source} is not a chunk of its own in ${manifestFile}`);
    const importers = Object.keys(manifest).filter((name) => manifest[name]?.dynamicImports?.includes(key));
    const loaded = new Set<string>();
    for (const importer of importers) closure(manifest, importer, loaded);
    const extra = [...closure(manifest, key)].filter((name) => !loaded.has(name));
    const gzip = extra.reduce(
      (sum, name) => sum + gzipSync(readFileSync(join(outDir, manifest[name]!.file))).length,
      0,
    );
    return { chain, files: extra.length, gzip };
  });
}

export async function measureWalletScript(script: WalletScript): Promise<number> {
  return gzipSync(await walletIframeScript(script)).length;
}
