import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** biome.json and its plugins in an empty copy of the layout: probes never touch the source tree. */
const sandbox = mkdtempSync(join(tmpdir(), 'foyer-lint-'));
cpSync(join(root, 'biome.json'), join(sandbox, 'biome.json'));
cpSync(join(root, 'lint'), join(sandbox, 'lint'), { recursive: true });
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

/** Lints `code` as if it lived at `path` (biome.json picks its overrides by path): the diagnostics' categories. */
function lint(path: string, code: string): string[] {
  mkdirSync(dirname(join(sandbox, path)), { recursive: true });
  writeFileSync(join(sandbox, path), code);
  const result = spawnSync(
    join(root, 'node_modules/.bin/biome'),
    ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=50', path],
    { cwd: sandbox, encoding: 'utf8' },
  );
  rmSync(join(sandbox, path));
  const report = JSON.parse(result.stdout) as { diagnostics: { category: string }[] };
  // Rules beside the architecture ones (a11y, style) are not what these tests are about.
  return report.diagnostics
    .map((diagnostic) => diagnostic.category)
    .filter((category) => /noRestrictedImports|noJsxLiterals|^plugin$/.test(category));
}

const radix = "import * as Dialog from '@radix-ui/react-dialog';\nexport { Dialog };\n";

/** The architecture rules (docs/architecture.md) are Biome rules; each must fire where it should, and only there. */
describe('architecture rules in biome.json', () => {
  it.each([
    'packages/ui/src/screens/landing/Probe.tsx',
    'packages/headless/src/react/Probe.ts',
    'stories/Probe.stories.tsx',
  ])('no Radix outside ui/src/primitives: %s', (path) => {
    expect(lint(path, radix)).toContain('lint/style/noRestrictedImports');
  });

  it('Radix inside ui/src/primitives is fine', () => {
    expect(lint('packages/ui/src/primitives/Probe.tsx', radix)).toEqual([]);
  });

  it.each([
    ['packages/headless/src/core/session/probe.ts', "import { useState } from 'react';\nexport { useState };\n"],
    ['packages/headless/src/core/probe.ts', "import { atom } from 'jotai';\nexport { atom };\n"],
    [
      'packages/headless/src/flows/sms/smsLogin.machine.ts',
      "import { useAtomValue } from 'jotai/react';\nexport { useAtomValue };\n",
    ],
    [
      'packages/headless/src/flows/sms/smsLogin.flow.ts',
      "import { createRoot } from 'react-dom/client';\nexport { createRoot };\n",
    ],
  ])('no React in headless core, machines or flows: %s', (path, code) => {
    expect(lint(path, code)).toContain('lint/style/noRestrictedImports');
  });

  it('React in headless hooks, and jotai/vanilla in the core, are fine', () => {
    const react = "import { useState } from 'react';\nexport { useState };\n";
    expect(lint('packages/headless/src/flows/sms/useSmsLogin.ts', react)).toEqual([]);
    expect(
      lint('packages/headless/src/core/probe.ts', "import { atom } from 'jotai/vanilla';\nexport { atom };\n"),
    ).toEqual([]);
  });

  it('@foyer/ui reaches headless only through @foyer/headless (its tests may use /core and /contract)', () => {
    const importing = (specifier: string) => `import * as x from '${specifier}';\nexport { x };\n`;
    for (const specifier of [
      '@foyer/headless/core',
      '@foyer/headless/contract',
      '../../../headless/src/core/user.ts',
    ]) {
      expect(lint('packages/ui/src/modal/probe.ts', importing(specifier))).toContain('lint/style/noRestrictedImports');
    }
    expect(lint('packages/ui/src/modal/probe.ts', importing('@foyer/headless'))).toEqual([]);
    expect(lint('packages/ui/src/modal/probe.test.ts', importing('@foyer/headless/core'))).toEqual([]);
  });

  it('screens never import modal internals (they get the screen API from useScreen), and keep the other ui rules', () => {
    const importing = (specifier: string) => `import * as x from '${specifier}';\nexport { x };\n`;
    const screen = 'packages/ui/src/screens/email/probe.ts';
    for (const specifier of ['../../modal/modalFlow.ts', '@foyer/headless/core', '@radix-ui/react-dialog']) {
      expect(lint(screen, importing(specifier))).toContain('lint/style/noRestrictedImports');
    }
    expect(lint(screen, importing('../useScreen.ts'))).toEqual([]);
    expect(lint('packages/ui/src/modal/probe.ts', importing('./modalFlow.ts'))).toEqual([]);
  });

  it('no string literals in @foyer/ui JSX text, nor in the attributes people read or hear', () => {
    expect(lint('packages/ui/src/screens/landing/Probe.tsx', 'export const P = () => <p>Log in</p>;\n')).toContain(
      'lint/style/noJsxLiterals',
    );
    for (const attribute of ['aria-label', 'alt', 'placeholder', 'title']) {
      const code = `export const P = () => <img ${attribute}="Close" src="x.png" />;\n`;
      expect(lint('packages/ui/src/primitives/Probe.tsx', code)).toContain('plugin');
    }
    const fromCatalogue =
      'export const P = ({ m }: { m: { close: string } }) => <p aria-label={m.close} className="a">{m.close}</p>;\n';
    expect(lint('packages/ui/src/screens/landing/Probe.tsx', fromCatalogue)).toEqual([]);
    // Apps and tests write their own copy.
    expect(lint('packages/demo/src/Probe.tsx', 'export const P = () => <p title="Hi">Log in</p>;\n')).toEqual([]);
  });
});
