import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allowedWarnings, plain, scanStorybookBuildLog } from '../../scripts/storybookBuildLog.mjs';

/**
 * The scanner of scripts/storybookBuild.mjs against real `storybook build` output (Storybook 10.6.7,
 * captured in this repo, colours and hyperlinks as printed; checkout path replaced by /repo). The
 * broken ones were built from throwaway stories: an MDX page with an unclosed tag, a stories file
 * without a default export, an MDX page importing a stories file that does not exist, two files
 * with the same title, and a story reading a fixture export that is gone plus an MDX glob that
 * matches nothing — the last one exits 0, which is why the scan exists.
 */
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/storybook-build/${name}.txt`, import.meta.url), 'utf8');

describe('scanStorybookBuildLog', () => {
  it('passes the real book: its only warnings are the allowed ones', () => {
    const clean = fixture('clean');
    expect(plain(clean)).toContain('Some chunks are larger than 500 kB');
    expect(plain(clean)).toContain('[PLUGIN_TIMINGS]');
    expect(scanStorybookBuildLog(clean)).toEqual([]);
  });

  it('fails a build that succeeds with an undefined import and a story glob that matches nothing', () => {
    const problems = scanStorybookBuildLog(fixture('undefined-import-and-empty-glob'));
    expect(problems).toEqual([
      expect.stringMatching(/^warning: No story files found for the specified pattern: sbdocs-broken\/g\/\*\.mdx\n/),
      expect.stringMatching(/^warning: Vite \[IMPORT_IS_UNDEFINED\] Import `renamedAway` will always be\n/),
    ]);
  });

  it('fails a broken MDX page', () => {
    const problems = scanStorybookBuildLog(fixture('broken-mdx'));
    expect(problems).toEqual([
      expect.stringMatching(/^warning: 💡 This seems to be an MDX2 syntax error/),
      expect.stringMatching(
        /^warning: 🚨 Unable to index \.\/sbdocs-broken\/b\/Broken\.mdx:\n {2}Error: Expected a closing tag/,
      ),
      expect.stringMatching(/^error: Error: Unable to index \.\/sbdocs-broken\/b\/Broken\.mdx/),
    ]);
  });

  it('fails a stories file Storybook cannot index, and duplicate story ids', () => {
    expect(scanStorybookBuildLog(fixture('csf-without-meta'))).toEqual(
      expect.arrayContaining([expect.stringContaining('NoMetaError: CSF: missing default export')]),
    );
    expect(scanStorybookBuildLog(fixture('duplicate-story-ids'))).toEqual(
      expect.arrayContaining([expect.stringContaining('Duplicate stories with id: broken-same--story')]),
    );
  });

  it('fails an MDX page whose stories file is missing', () => {
    expect(scanStorybookBuildLog(fixture('mdx-missing-stories-file'))).toEqual(
      expect.arrayContaining([expect.stringContaining("[UNRESOLVED_IMPORT] Could not resolve './Gone.stories.tsx'")]),
    );
  });

  it('reads plain lines outside the clack blocks too', () => {
    expect(scanStorybookBuildLog('WARN No story files found for the specified pattern: x/*.mdx\n')).toHaveLength(1);
    expect(scanStorybookBuildLog('npm warn Unknown user config "nodedir".\n')).toEqual([]);
  });

  it('allows only what it lists, each with a reason', () => {
    expect(allowedWarnings.map(({ why }) => why)).toEqual(['chunk size of the static preview', 'build timing report']);
    expect(scanStorybookBuildLog('▲  Vite [MODULE_LEVEL_DIRECTIVE] Module level directives cause errors\n')).toEqual([
      'warning: Vite [MODULE_LEVEL_DIRECTIVE] Module level directives cause errors',
    ]);
  });
});
