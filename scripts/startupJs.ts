import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

/**
 * The startup JS budget of each demo page (issue 5): entry chunk plus its static imports, gzip,
 * React included. The modal's code is not startup JS: it loads when the page is idle or on login().
 */
export const STARTUP_BUDGET_GZIP = 82 * 1024;

/** The demo's pages, each standing for an app: the default modal, and a UI of its own on the hooks. */
export const DEMO_PAGES = ['index.html', 'custom/index.html'] as const;

const demoDir = new URL('../packages/demo/', import.meta.url).pathname;

/**
 * Code that must load on demand, never at startup, each found by a string only it holds: the
 * error-code catalogue (`ErrorCode`, ~0.9 kB gzip; startup code narrows with its values only),
 * WalletConnect's sign client (~120 kB gzip, loaded on the first pairing), and the login flows'
 * verify stage (`completeAuth` and the transfer context, ~0.6 kB gzip, loaded when a login completes).
 */
export const ON_DEMAND_MARKERS = {
  'the ErrorCode catalogue': 'MISSING_OR_INVALID_APP_ID:',
  "WalletConnect's sign client": 'wc_sessionPropose',
  'the verify stage': 'returned no session',
} as const;

export interface EntrySize {
  page: string;
  files: string[];
  raw: number;
  gzip: number;
  /** The `ON_DEMAND_MARKERS` found in the startup files (none, when all is well). */
  onDemandAtStartup: string[];
  /** The `ON_DEMAND_MARKERS` found in what loads later (all of them: a marker that matches nothing guards nothing). */
  onDemandDeferred: string[];
  /** What the page loads later, through `import()` (e.g. the modal when the page is idle). */
  deferred: { files: string[]; gzip: number };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The demo's production builds, all into one folder that serves every page: each page of
 * `DEMO_PAGES` built alone, then the other pages together. An app is one page: built together, two
 * pages and their lazy parts would split the code they share into chunks neither app would have.
 * Each page is built once, and the e2e run tests the very build that is measured.
 */
const BUILDS: ((page: string) => boolean)[] = [
  ...DEMO_PAGES.map((measured) => (page: string) => page === measured),
  (page) => !(DEMO_PAGES as readonly string[]).includes(page),
];

/** Builds every page of the demo for production into `outDir`, and measures the startup JavaScript of `DEMO_PAGES`. */
export async function measureDemo(outDir: string, env: Record<string, string> = {}): Promise<EntrySize[]> {
  Object.assign(process.env, env);
  // Vite builds whatever NODE_ENV says, and Vitest sets it to 'test': React's development build would
  // be measured (and tested) instead of the production one.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const sizes: EntrySize[] = [];
    for (const [index, holds] of BUILDS.entries()) {
      const manifest = `.vite/manifest-${index}.json`;
      await build({
        configFile: join(demoDir, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'warn',
        build: { outDir, emptyOutDir: index === 0, manifest },
        plugins: [onlyPages(holds)],
      });
      for (const page of DEMO_PAGES.filter(holds)) sizes.push(measurePage(outDir, manifest, page));
    }
    return sizes;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * Keeps the pages of the demo's config that `holds` (paths relative to the demo): an `input` passed
 * to `build()` would be merged into the config's list of every page, not put in its place.
 */
function onlyPages(holds: (page: string) => boolean): Plugin {
  return {
    name: 'foyer:demo-pages',
    config(config) {
      const options = config.build!.rolldownOptions!;
      const pages = Object.entries(options.input as Record<string, string>);
      options.input = Object.fromEntries(pages.filter(([, path]) => holds(relative(demoDir, path))));
    },
  };
}

/** The page's entry chunk and its static imports (startup), and what it loads later (deferred). */
function measurePage(outDir: string, manifestFile: string, page: string): EntrySize {
  const manifest = JSON.parse(readFileSync(join(outDir, manifestFile), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[page];
  if (!entry?.isEntry) throw new Error(`${page} is not an entry of the demo's build`);
  /** A chunk and its static imports, added to `into`; returns the dynamic imports met on the way. */
  const collect = (chunk: ManifestChunk, into: Set<string>, dynamic: string[] = []): string[] => {
    if (into.has(chunk.file)) return dynamic;
    into.add(chunk.file);
    dynamic.push(...(chunk.dynamicImports ?? []));
    for (const key of chunk.imports ?? []) collect(manifest[key]!, into, dynamic);
    return dynamic;
  };
  const files = new Set<string>();
  const deferred = new Set<string>();
  const pending = collect(entry, files);
  for (let key = pending.pop(); key; key = pending.pop()) {
    const chunk = manifest[key]!;
    if (!files.has(chunk.file) && !deferred.has(chunk.file)) pending.push(...collect(chunk, deferred));
  }
  for (const file of files) deferred.delete(file);
  const codeOf = (list: Iterable<string>) =>
    [...list].map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
  const markersIn = (code: string) =>
    Object.entries(ON_DEMAND_MARKERS)
      .filter(([, marker]) => code.includes(marker))
      .map(([name]) => name);
  const gzip = (list: Iterable<string>) =>
    [...list].reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file))).length, 0);
  return {
    page,
    files: [...files],
    raw: [...files].reduce((sum, file) => sum + readFileSync(join(outDir, file)).length, 0),
    gzip: gzip(files),
    onDemandAtStartup: markersIn(codeOf(files)),
    onDemandDeferred: markersIn(codeOf(deferred)),
    deferred: { files: [...deferred], gzip: gzip(deferred) },
  };
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
