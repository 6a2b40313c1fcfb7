import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseTokens, resolveValue } from './tokens.ts';

// Vitest hands CSS imports over empty (also `?raw`), so the file is read here; the Design/Tokens story
// checks the page's own `?raw` import in Chromium.
const tokensCss = readFileSync(fileURLToPath(import.meta.resolve('../../packages/ui/src/theme/tokens.css')), 'utf8');

describe('parseTokens on the real tokens.css', () => {
  const tokens = parseTokens(tokensCss);
  const byName = new Map(tokens.map((token) => [token.name, token]));

  it('lists every custom property the stylesheet declares, once', () => {
    const declared = new Set([...tokensCss.matchAll(/(--foyer-[\w-]+)\s*:/g)].map((match) => match[1]));
    expect(tokens.map((token) => token.name).sort()).toEqual([...declared].sort());
  });

  it('reads both themes', () => {
    expect(byName.get('--foyer-background')).toEqual({
      name: '--foyer-background',
      light: '#ffffff',
      dark: '#1e1e22',
      darkInherited: false,
      kind: 'color',
    });
    expect(byName.get('--foyer-overlay')).toMatchObject({ light: 'rgb(0 0 0 / 0.45)', dark: 'rgb(0 0 0 / 0.6)' });
  });

  it('marks what the dark theme inherits', () => {
    expect(byName.get('--foyer-radius')).toMatchObject({
      light: '16px',
      dark: '16px',
      darkInherited: true,
      kind: 'length',
    });
    expect(byName.get('--foyer-ring')).toMatchObject({ light: 'var(--foyer-primary)', darkInherited: true });
  });

  it('classifies through var() references and fallbacks', () => {
    expect(byName.get('--foyer-primary')).toMatchObject({ light: 'var(--foyer-accent, #4f46e5)', kind: 'color' });
    expect(byName.get('--foyer-ring')?.kind).toBe('color');
    expect(byName.get('--foyer-font')?.kind).toBe('other');
  });
});

describe('parseTokens', () => {
  it('ignores comments, other selectors and @keyframes steps, and keeps a dark-only token', () => {
    const css = `
      :root { --elsewhere: red; }
      [data-foyer-root] {
        /* --commented-out: blue; */
        --foyer-a: #111;
        --foyer-b:
          1px;
      }
      [data-foyer-root]   [data-foyer-theme="dark"] { --foyer-not-dark: #000; }
      [data-foyer-root][data-foyer-theme="dark"] { --foyer-a: #eee; --foyer-only-dark: rgb(1 2 3) }
      @keyframes spin { from { --foyer-a: 0; } to { transform: rotate(1turn); } }`;
    expect(parseTokens(css)).toEqual([
      { name: '--foyer-a', light: '#111', dark: '#eee', darkInherited: false, kind: 'color' },
      { name: '--foyer-b', light: '1px', dark: '1px', darkInherited: true, kind: 'length' },
      { name: '--foyer-only-dark', light: null, dark: 'rgb(1 2 3)', darkInherited: false, kind: 'color' },
    ]);
  });

  it('fails loudly when the light block is gone (the page would otherwise be empty)', () => {
    expect(() => parseTokens(':root { --x: 1px; }')).toThrow('No custom properties found under [data-foyer-root]');
  });
});

describe('resolveValue', () => {
  const values = new Map([
    ['--a', '#123456'],
    ['--b', 'var(--a)'],
    ['--loop', 'var(--loop)'],
  ]);

  it('follows references, takes fallbacks (also ones with parentheses), keeps unknown names', () => {
    expect(resolveValue('var(--b)', values)).toBe('#123456');
    expect(resolveValue('var(--unset, rgb(0 0 0 / 0.5))', values)).toBe('rgb(0 0 0 / 0.5)');
    expect(resolveValue('var(--unset)', values)).toBe('var(--unset)');
  });

  it('stops on a cycle', () => {
    expect(resolveValue('var(--loop)', values)).toBe('var(--loop)');
  });
});
