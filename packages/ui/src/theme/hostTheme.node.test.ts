import { readFileSync } from 'node:fs';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import { hostConfigDts, hostConfigJs, themeCss } from '../../../../scripts/build/hostTheme.ts';
import config from '../../../../tailwind.config.ts';

/** The host theme (src/theme/host/) is generated from the root tailwind.config.ts. */
describe('the Tailwind theme for hosts', () => {
  it('gives a Tailwind 4 host bg-foyer-*, rounded-foyer and font-foyer on the kit tokens', async () => {
    const tailwind = await compile(`${themeCss()}\n@tailwind utilities;`);
    const css = tailwind.build(['bg-foyer-primary', 'text-foyer-primary-foreground', 'rounded-foyer', 'font-foyer']);
    expect(css).toContain('background-color: var(--foyer-primary)');
    expect(css).toContain('color: var(--foyer-primary-foreground)');
    expect(css).toContain('border-radius: var(--foyer-radius)');
    expect(css).toContain('font-family: var(--foyer-font)');
  });

  it("maps every colour, radius and font of the kit's own config, and the @config file holds the same", () => {
    const { colors, borderRadius, fontFamily } = config.theme.extend;
    const css = themeCss();
    const js = hostConfigJs();
    for (const [name, value] of Object.entries(colors)) {
      expect(css).toContain(`--color-foyer-${name}: ${value};`);
      expect(js).toContain(`"foyer-${name}": "${value}"`);
    }
    for (const [name, value] of Object.entries(borderRadius)) expect(css).toContain(`--radius-${name}: ${value};`);
    for (const [name, value] of Object.entries(fontFamily)) expect(css).toContain(`--font-${name}: ${value};`);
  });

  it('the committed files are what the generator writes (npx tsx scripts/build/hostTheme.ts)', () => {
    const read = (file: string) => readFileSync(new URL(`host/${file}`, import.meta.url), 'utf8');
    expect(read('theme.css')).toBe(themeCss());
    expect(read('tailwind.config.js')).toBe(hostConfigJs());
    expect(read('tailwind.config.d.ts')).toBe(hostConfigDts);
  });
});
