import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildIndex } from 'storybook/internal/core-server';
import { logger } from 'storybook/internal/node-logger';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Storybook's index of stories/, as `storybook dev` and `storybook build` make it, without building
 * the book: a stories file or an MDX page Storybook cannot index (a syntax error, no default export,
 * an `of={}` naming a stories file that is gone), two stories with one id, and a `stories` glob of
 * .storybook/main.ts that finds nothing (only a warning in Storybook's log) all fail here. The names
 * an MDX page imports are checked by stories/docs/mdxImports.test.ts; the stories themselves run in
 * the visual pass (test/visual/).
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Storybook's index", () => {
  it('indexes every stories file and docs page of stories/, with no warning', async () => {
    const warnings: string[] = [];
    vi.spyOn(logger, 'warn').mockImplementation((message) => void warnings.push(String(message)));
    const index = await buildIndex({ configDir: `${root}.storybook` });
    expect(warnings, "Storybook's warnings while indexing").toEqual([]);

    const indexed = new Set(Object.values(index.entries).map((entry) => entry.importPath));
    const files = readdirSync(`${root}stories`, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.stories\.[jt]sx?$|\.mdx$/.test(file))
      .map((file) => `./stories/${file.split('\\').join('/')}`);
    expect(
      files.filter((file) => !indexed.has(file)),
      'files the stories globs miss',
    ).toEqual([]);
    expect(Object.values(index.entries).filter((entry) => entry.type === 'docs').length).toBeGreaterThan(0);
  });
});
