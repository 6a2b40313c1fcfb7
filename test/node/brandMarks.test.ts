import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { oauthProviders } from '@foyer/headless';
import { describe, expect, it } from 'vitest';
import { brandMarkNames } from '../../packages/ui/src/brand/brandMarks.ts';
import { landing } from '../../packages/ui/src/i18n/en/landing.ts';
import {
  BRAND_MARK_SOURCES,
  brandMarks,
  contrast,
  MARK_BACKGROUNDS,
  MARK_MIN_CONTRAST,
  markFile,
} from '../../scripts/brandMarks.ts';
import { importGraph, workspaceEntry } from '../support/importGraph.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const marksDir = `${root}packages/ui/src/brand/marks/`;
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

describe('brand marks', () => {
  it('cover every OAuth provider, Telegram, Farcaster and the default wallets, each from an icon set', () => {
    expect([...brandMarkNames].sort()).toEqual(
      [...oauthProviders, 'telegram', 'farcaster', ...Object.keys(landing.walletNames)].sort(),
    );
    expect(Object.keys(BRAND_MARK_SOURCES).sort()).toEqual([...brandMarkNames].sort());
    expect(readdirSync(marksDir).sort()).toEqual(brandMarkNames.map(markFile).sort());
  });

  it('are what scripts/brandMarks.ts makes of the installed icon sets (not edited by hand)', async () => {
    for (const [name, { mark, header }] of brandMarks()) {
      const module = (await import(`${marksDir}${markFile(name)}`)) as { default: unknown };
      expect(module.default, name).toEqual(mark);
      expect(readFileSync(`${marksDir}${markFile(name)}`, 'utf8').split('\n')[0], name).toBe(header);
    }
  });

  it("keep a brand colour only where it is at least 3:1 against the theme's backgrounds, as tokens.css sets them", async () => {
    const tokens = read('packages/ui/src/theme/tokens.css');
    const [light, dark] = tokens.split('[data-foyer-root][data-foyer-theme="dark"] {') as [string, string];
    const token = (css: string, name: string) => new RegExp(`--foyer-${name}: (#[0-9a-f]{6});`).exec(css)?.[1];
    expect(MARK_BACKGROUNDS).toEqual({
      light: [token(light, 'background'), token(light, 'muted')],
      dark: [token(dark, 'background'), token(dark, 'muted')],
    });
    const colours: [string, string][] = [];
    for (const [name, { mark }] of brandMarks()) {
      for (const theme of ['light', 'dark'] as const) {
        const colour = mark[theme];
        if (colour) colours.push([`${name} ${theme}`, colour]);
        for (const background of MARK_BACKGROUNDS[theme]) {
          if (colour)
            expect(contrast(colour, background), `${name} on ${background}`).toBeGreaterThanOrEqual(MARK_MIN_CONTRAST);
        }
      }
    }
    // The monochrome marks (GitHub, X, Apple, TikTok) take the text colour in both themes.
    expect(colours.filter(([name]) => /^(github|twitter|apple|tiktok) /.test(name))).toEqual([]);
    expect(colours.length).toBeGreaterThan(8);
  });

  it('load on demand: each mark module is reached only by import(), never from startup code', () => {
    const edges = [
      ...new Set([...importGraph(workspaceEntry('ui', '.')), ...importGraph(workspaceEntry('ui', './primitives'))]),
    ];
    const toMarks = edges.filter((edge) => /imports \.\/marks\//.test(edge) || /imports .*brand\/marks\//.test(edge));
    expect(toMarks.length).toBe(brandMarkNames.length);
    for (const edge of toMarks)
      expect(edge).toMatch(/^packages\/ui\/src\/brand\/brandMarks\.ts imports \.\/marks\/\w+\.ts$/);
    const loader = read('packages/ui/src/brand/brandMarks.ts');
    expect(loader).not.toMatch(/^import[^;]*from '\.\/marks\//m);
    for (const name of brandMarkNames) expect(loader).toContain(`import('./marks/${markFile(name)}')`);
  });
});
