import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { root } from './markdown.ts';

/**
 * The compiler options of a new app, as its template writes them (Vite's react-ts tsconfig.app.json
 * without `allowImportingTsExtensions`, and Next.js's, which has neither): strict, unused locals and
 * parameters refused, `verbatimModuleSyntax`, no custom conditions. Also the two flags this
 * repository adds (`exactOptionalPropertyTypes`, `noUncheckedIndexedAccess`): they only add errors,
 * so a sample that passes here passes under either template. DOM, Node (for the Node samples) and
 * Vite's client types (`import '….css'`).
 */
export const stockOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
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
 * Type errors of `files` under `stockOptions`. Only those of `files` themselves: the packages' source
 * is written for the repository's settings (`.ts` import extensions), its own check is `tsc -b`.
 */
export function typeErrors(files: string[]): string[] {
  const program = ts.createProgram({ rootNames: files, options: { ...stockOptions, paths: workspacePaths() } });
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...files.flatMap((file) => {
      const source = program.getSourceFile(file);
      return source ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)] : [];
    }),
  ];
  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${relative(root, diagnostic.file.fileName)}:${line + 1}:${character + 1} ${message}`;
  });
}
