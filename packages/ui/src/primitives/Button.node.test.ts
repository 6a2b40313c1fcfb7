import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/accent.ts';
import { buttonClasses } from './Button.tsx';

/** The hex `--foyer-*` colours of a theme: the light block, with the dark block's over it for dark. */
function tokens(theme: 'light' | 'dark'): Record<string, string> {
  const tokensCss = readFileSync(new URL('../theme/tokens.css', import.meta.url), 'utf8');
  const block = (selector: string) => tokensCss.slice(tokensCss.indexOf(`${selector} {`)).split('}')[0]!;
  const read = (css: string) =>
    Object.fromEntries(
      [...css.matchAll(/--foyer-([a-z-]+):\s*(#[0-9a-f]{3,6});/gi)].map(([, name, value]) => [name, value]),
    );
  const light = read(block('[data-foyer-root]'));
  return theme === 'light' ? light : { ...light, ...read(block("[data-foyer-root][data-foyer-theme='dark']")) };
}

describe('disabled buttons', () => {
  it('are muted, not translucent', () => {
    for (const variant of ['primary', 'secondary', 'ghost', 'link'] as const) {
      expect(buttonClasses(variant)).toContain('disabled:text-muted-foreground');
      expect(buttonClasses(variant)).not.toContain('disabled:opacity');
    }
    expect(buttonClasses('primary')).toContain('disabled:bg-muted');
  });

  it.each(['light', 'dark'] as const)('%s theme: the disabled label keeps at least 3:1 contrast', (theme) => {
    const colour = tokens(theme);
    // Primary: muted-foreground on muted; the other variants: muted-foreground on the panel.
    expect(contrastRatio(colour['muted-foreground']!, colour.muted!)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colour['muted-foreground']!, colour.background!)).toBeGreaterThanOrEqual(3);
  });
});
