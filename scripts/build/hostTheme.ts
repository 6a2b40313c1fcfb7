/**
 * The Tailwind theme for hosts, generated from the root `tailwind.config.ts` (the one source of the
 * utility → `--foyer-*` mapping) into `packages/ui/src/theme/host/` (`npx tsx scripts/build/hostTheme.ts`;
 * `hostTheme.node.test.ts` fails when the committed files differ from what this writes):
 *
 * - `theme.css` (`@foyer/ui/theme.css`), for Tailwind 4's `@import "@foyer/ui/theme.css"`: `@theme inline` maps
 *   `--color-foyer-<name>`, `--radius-foyer`, `--radius-foyer-sm` and `--font-foyer` to the tokens,
 *   so `bg-foyer-primary`, `rounded-foyer` and `font-foyer` exist in the host's build;
 * - `tailwind.config.js` (+ `.d.ts`, `@foyer/ui/tailwind.config.js`), the same mapping for Tailwind's `@config` path.
 *
 * Only colours, radii and the font: the modal's sizes and animations stay its own.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import config from '../../tailwind.config.ts';

type Scale = Record<string, string>;

/** The host's scales: colours prefixed `foyer-`, the radii and font as the kit names them (`foyer…`). */
export function hostScales(extend = config.theme.extend): { colors: Scale; borderRadius: Scale; fontFamily: Scale } {
  return {
    colors: Object.fromEntries(Object.entries(extend.colors).map(([name, value]) => [`foyer-${name}`, value])),
    borderRadius: { ...extend.borderRadius },
    fontFamily: { ...extend.fontFamily },
  };
}

export function themeCss(): string {
  const { colors, borderRadius, fontFamily } = hostScales();
  const lines = [
    ...Object.entries(colors).map(([name, value]) => `  --color-${name}: ${value};`),
    ...Object.entries(borderRadius).map(([name, value]) => `  --radius-${name}: ${value};`),
    ...Object.entries(fontFamily).map(([name, value]) => `  --font-${name}: ${value};`),
  ];
  return [
    '/* @foyer/ui Tailwind 4 theme: `@import "@foyer/ui/theme.css";` gives bg-foyer-primary, rounded-foyer, font-foyer, … */',
    '/* Generated from tailwind.config.ts. The --foyer-* tokens are set on [data-foyer-root] (@foyer/ui/styles.css). */',
    '@theme inline {',
    ...lines,
    '}',
    '',
  ].join('\n');
}

export function hostConfigJs(): string {
  return [
    '/** @foyer/ui for Tailwind\'s `@config "@foyer/ui/tailwind.config.js"`. Generated from tailwind.config.ts. */',
    `export default ${JSON.stringify({ theme: { extend: hostScales() } }, null, 2)};`,
    '',
  ].join('\n');
}

export const hostConfigDts = `import type { Config } from 'tailwindcss';
/** @foyer/ui's colours, radii and font, mapped to its --foyer-* tokens. */
declare const config: Config;
export default config;
`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = new URL('../../packages/ui/src/theme/host/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('theme.css', dir), themeCss());
  writeFileSync(new URL('tailwind.config.js', dir), hostConfigJs());
  writeFileSync(new URL('tailwind.config.d.ts', dir), hostConfigDts);
}
