import { join, relative } from 'node:path';
import ts from 'typescript';
import { root } from './markdown.ts';

/**
 * Type errors of `files`, compiled with the repository's settings (tsconfig.repo.json: strict,
 * `exactOptionalPropertyTypes`, `noUncheckedIndexedAccess`, DOM and Node types) against the
 * workspace packages, from source. `@playwright/test` resolves to the stand-in the docs' Playwright
 * examples run with (./playwright.ts).
 */
export function typeErrors(files: string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.repo.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.repo.json could not be read');
  const { tsBuildInfoFile: _, ...repo } = config.options;
  const options: ts.CompilerOptions = {
    ...repo,
    noEmit: true,
    incremental: false,
    paths: { '@playwright/test': [join(root, 'test/docs/playwright.ts')] },
  };
  const program = ts.createProgram({ rootNames: files, options });
  const diagnostics = [...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics()];
  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${relative(root, diagnostic.file.fileName)}:${line + 1}:${character + 1} ${message}`;
  });
}
