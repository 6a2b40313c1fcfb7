import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** The demo's startup JS budget (issue 2): entry chunk plus its static imports, gzip, React included. */
export const STARTUP_BUDGET_GZIP = 130 * 1024;

export interface EntrySize {
  page: string;
  files: string[];
  raw: number;
  gzip: number;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Builds the demo for production and measures each page's startup JavaScript. */
export async function measureDemo(outDir: string, env: Record<string, string> = {}): Promise<EntrySize[]> {
  Object.assign(process.env, env);
  // Vite builds whatever NODE_ENV says, and Vitest sets it to 'test': React's development build would
  // be measured (and tested) instead of the production one.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: new URL('../packages/demo/vite.config.ts', import.meta.url).pathname,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([page, entry]) => {
      const files = new Set<string>();
      const visit = (chunk: ManifestChunk) => {
        if (files.has(chunk.file)) return;
        files.add(chunk.file);
        for (const key of chunk.imports ?? []) visit(manifest[key]!);
      };
      visit(entry);
      const bytes = [...files].map((file) => readFileSync(join(outDir, file)));
      return {
        page,
        files: [...files],
        raw: bytes.reduce((sum, b) => sum + b.length, 0),
        gzip: bytes.reduce((sum, b) => sum + gzipSync(b).length, 0),
      };
    });
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
