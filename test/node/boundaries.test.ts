import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
}

function offenders(files: string[], banned: (specifier: string) => boolean): string[] {
  return files.flatMap((file) =>
    imports(file)
      .filter(banned)
      .map((specifier) => `${relative(root, file)} imports ${specifier}`),
  );
}

describe('layer boundaries (ARCHITECTURE.md)', () => {
  const headless = sourceFiles(join(root, 'packages/headless/src'));
  const frameworkFree = headless.filter(
    (file) => file.includes('/src/core/') || /\.(machine|flow)(\.test)?\.ts$/.test(file),
  );
  const reactish = (specifier: string) => /^(react|react-dom)(\/|$)/.test(specifier) || specifier === 'jotai' || specifier === 'jotai/react';

  it('keeps headless core, machines and flows free of React', () => {
    expect(frameworkFree.length).toBeGreaterThan(10);
    expect(offenders(frameworkFree, reactish)).toEqual([]);
  });

  it('imports Radix only from packages/ui/src/primitives', () => {
    const files = ['packages', 'stories', '.storybook']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => !file.includes('/packages/ui/src/primitives/'));
    expect(offenders(files, (specifier) => specifier.startsWith('@radix-ui/'))).toEqual([]);
  });

  it('lets @foyer/ui reach headless only through its public entry', () => {
    const ui = sourceFiles(join(root, 'packages/ui/src'));
    expect(offenders(ui, (specifier) => /^@foyer\/headless\/(?!core$|contract$)/.test(specifier) || specifier.includes('headless/src'))).toEqual([]);
  });
});
