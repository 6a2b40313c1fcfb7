import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { root } from './markdown.ts';

/**
 * The compiler options of a new app, as its template writes them (Vite's react-ts tsconfig.app.json
 * without `allowImportingTsExtensions`, and Next.js's, which has neither): strict, unused locals and
 * parameters refused, `verbatimModuleSyntax`, no custom conditions. Also the two flags this
 * repository adds (`exactOptionalPropertyTypes`, `noUncheckedIndexedAccess`): they only add errors,
 * so a sample that passes here passes under either template. DOM, Node (for the Node samples) and
 * Vite's client types (`import '….css'`).
 */
export const stockOptions = {
  target: 'es2022',
  lib: ['es2023', 'dom', 'dom.iterable'],
  module: 'esnext',
  moduleResolution: 'bundler',
  moduleDetection: 'force',
  jsx: 'react-jsx',
  strict: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  noFallthroughCasesInSwitch: true,
  noUncheckedSideEffectImports: true,
  erasableSyntaxOnly: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  skipLibCheck: true,
  noEmit: true,
  types: ['node', 'vite/client'],
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
};

/**
 * The workspace packages' entries, from their TypeScript source (each export's `@foyer/source`
 * target) as `paths`: what an app sees in their published types, without the repository's custom
 * condition. `@playwright/test` resolves to the stand-in the docs' Playwright examples run with.
 */
function workspacePaths(): Record<string, string[]> {
  const paths: Record<string, string[]> = { '@playwright/test': [join(root, 'test/docs/playwright.ts')] };
  for (const dir of ['headless', 'ui', 'emulator']) {
    const { name, exports } = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as {
      name: string;
      exports: Record<string, string | Record<string, string>>;
    };
    for (const [subpath, target] of Object.entries(exports)) {
      const source = typeof target === 'object' ? target['@foyer/source'] : undefined;
      if (source) paths[join(name, subpath)] = [join(root, 'packages', dir, source)];
    }
  }
  return paths;
}

/**
 * Type errors of `files` under `stockOptions`, checked by the repository's compiler (`tsgo`, as the
 * typecheck stage) from a tsconfig written beside them. Only those of `files` themselves: the
 * packages' source is written for the repository's settings (`.ts` import extensions), its own check
 * is `tsgo -b`.
 */
export function typeErrors(files: string[]): string[] {
  if (files.length === 0) return [];
  const dir = dirname(files[0]!);
  const project = join(dir, 'tsconfig.examples.json');
  writeFileSync(project, JSON.stringify({ compilerOptions: { ...stockOptions, paths: workspacePaths() }, files }));
  const run = spawnSync(join(root, 'node_modules/.bin/tsgo'), ['-p', project, '--pretty', 'false'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  const ours = new Set(files.map((file) => relative(root, file)));
  // `file(line,col): error TS1234: message`, continued on indented lines.
  return run.stdout
    .split(/\n(?=\S)/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(.+?)\((\d+),(\d+)\): (?:error|warning) TS\d+: ([\s\S]*)$/.exec(entry);
      if (!match) return { file: null, text: entry };
      const file = relative(root, join(dir, match[1]!));
      return { file, text: `${file}:${match[2]}:${match[3]} ${match[4]!.replace(/\n\s+/g, '\n')}` };
    })
    .filter(({ file }) => file === null || ours.has(file))
    .map(({ text }) => text);
}
