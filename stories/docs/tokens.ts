/**
 * The design tokens of packages/ui/src/theme/tokens.css, read from the CSS text itself (the Tokens
 * docs page imports it with Vite's `?raw`), so the page can never drift from the stylesheet.
 */

export const lightSelector = '[data-foyer-root]';
export const darkSelector = '[data-foyer-root][data-foyer-theme="dark"]';

export type TokenKind = 'color' | 'length' | 'other';

export interface Token {
  /** The custom property, e.g. `--foyer-primary`. */
  name: string;
  /** Its declaration under `[data-foyer-root]`; null when only the dark theme declares it. */
  light: string | null;
  /** Its declaration under the dark theme's selector; the light one when dark does not redeclare it. */
  dark: string;
  /** True when the dark theme does not redeclare it (it inherits the light declaration). */
  darkInherited: boolean;
  /** What the light value resolves to: a colour gets a swatch. */
  kind: TokenKind;
}

/** Custom-property declarations of every rule whose selector is exactly `selector`, in source order. */
function declarationsOf(css: string, selector: string): Map<string, string> {
  const declarations = new Map<string, string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // Innermost rules only (`selector { declarations }`): @keyframes steps match too and are skipped by selector.
  for (const [, rawSelector = '', body = ''] of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (rawSelector.replace(/\s+/g, ' ').trim() !== selector) continue;
    for (const declaration of body.split(';')) {
      const match = /^\s*(--[\w-]+)\s*:\s*([\s\S]+?)\s*$/.exec(declaration);
      if (match) declarations.set(match[1]!, match[2]!.replace(/\s+/g, ' '));
    }
  }
  return declarations;
}

/**
 * Follows `var(--name, fallback)` through `values` until a literal is left: a reference to a name that
 * is not in `values` (such as `--foyer-accent`, set per mount) takes its fallback, or stays as written
 * when it has none. Stops after a fixed depth, so a cycle cannot hang it.
 */
export function resolveValue(value: string, values: ReadonlyMap<string, string>): string {
  let resolved = value;
  for (let depth = 0; depth < 10 && resolved.includes('var('); depth++) {
    resolved = resolved.replace(
      /var\(\s*(--[\w-]+)\s*(?:,\s*([^()]*(?:\([^()]*\)[^()]*)*))?\)/g,
      (whole, name: string, fallback: string | undefined) => values.get(name) ?? fallback?.trim() ?? whole,
    );
  }
  return resolved;
}

function kindOf(value: string): TokenKind {
  if (/^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch|color-mix)\(.*\))$/i.test(value)) return 'color';
  if (/^-?\d*\.?\d+(px|rem|em|%|vh|vw)$/.test(value)) return 'length';
  return 'other';
}

/** Every custom property of the light theme (plus any the dark theme adds), with both themes' values. */
export function parseTokens(css: string): Token[] {
  const light = declarationsOf(css, lightSelector);
  const dark = declarationsOf(css, darkSelector);
  if (light.size === 0) throw new Error(`No custom properties found under ${lightSelector}`);
  const names = [...light.keys(), ...[...dark.keys()].filter((name) => !light.has(name))];
  return names.map((name) => {
    const lightValue = light.get(name) ?? null;
    const darkValue = dark.get(name);
    return {
      name,
      light: lightValue,
      dark: darkValue ?? lightValue ?? '',
      darkInherited: darkValue === undefined,
      kind: kindOf(
        lightValue === null
          ? resolveValue(darkValue ?? '', new Map([...light, ...dark]))
          : resolveValue(lightValue, light),
      ),
    };
  });
}
