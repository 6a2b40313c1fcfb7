import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What the MDX docs pages import exists: each name imported from a module is one of its exports, and
 * each `X.Name` read from a namespace import (`<Story of={Tokens.AllTokens} />`) is one of the
 * exports of X. TypeScript does not read MDX, and at run time such a name is only `undefined`; the
 * pages' syntax and `of={}` targets are checked by Storybook's indexer (test/node/storybook-index.test.ts).
 */
const pages = import.meta.glob<string>('../**/*.mdx', { query: '?raw', import: 'default', eager: true });

const importLine = /^import\s+(?:\*\s+as\s+(\w+)|\{([^}]*)\})\s+from\s+'([^']+)';$/;

/** The page's imports; a form this reader does not know fails, rather than going unchecked. */
function importsOf(mdx: string) {
  return mdx
    .split('\n')
    .filter((line) => line.startsWith('import '))
    .map((line) => {
      const [, namespace, names, from] = importLine.exec(line) ?? [];
      if (!from) throw new Error(`an import this test does not read: ${line}`);
      return { namespace, names: names?.split(',').map((name) => name.trim()) ?? [], from };
    });
}

/** What `import(…)` takes for a page's specifier: a file path for a relative one. */
const resolve = (from: string, page: string) =>
  from.startsWith('.') ? fileURLToPath(new URL(from, new URL(page, import.meta.url))) : from;

describe('MDX docs pages', () => {
  it('finds the pages', () => {
    expect(Object.keys(pages)).toEqual(expect.arrayContaining(['./Tokens.mdx', '../review/Login.mdx']));
  });

  it.each(Object.entries(pages))('%s imports only names that exist', async (page, mdx) => {
    // The JSX expressions of the page (`{…}`), where a namespace's members are read.
    const expressions = (mdx.match(/\{[^{}]*\}/g) ?? []).join('\n');
    const missing: string[] = [];
    for (const { namespace, names, from } of importsOf(mdx)) {
      const module = (await import(/* @vite-ignore */ resolve(from, page))) as Record<string, unknown>;
      const member = new RegExp(`\\b${namespace}\\.(\\w+)`, 'g');
      const read = namespace ? [...expressions.matchAll(member)].map(([, name]) => name!) : [];
      for (const name of [...names, ...read]) if (!(name in module)) missing.push(`${name} from '${from}'`);
    }
    expect(missing).toEqual([]);
  });
});
