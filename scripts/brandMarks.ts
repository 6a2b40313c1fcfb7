// `node --import tsx scripts/brandMarks.ts`: writes `packages/ui/src/brand/marks/*.ts`, one small module per brand mark,
// from the icon sets installed from npm (never drawn by hand). `test/node/brandMarks.test.ts` fails
// when a written module differs from what this script makes of the installed sets.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The sets are the root's devDependencies: read as files, whatever their `exports` allow. */
const setFile = (set: BrandMarkSet, path: string) =>
  readFileSync(fileURLToPath(new URL(`../node_modules/${set}/${path}`, import.meta.url)), 'utf8');
const marksDir = fileURLToPath(new URL('../packages/ui/src/brand/marks/', import.meta.url));

/** Where each mark comes from: the set, and the icon's name in it. Keys are the ids the ui uses. */
export const BRAND_MARK_SOURCES = {
  google: { set: 'simple-icons', icon: 'google' },
  twitter: { set: 'simple-icons', icon: 'x' },
  discord: { set: 'simple-icons', icon: 'discord' },
  github: { set: 'simple-icons', icon: 'github' },
  spotify: { set: 'simple-icons', icon: 'spotify' },
  instagram: { set: 'simple-icons', icon: 'instagram' },
  tiktok: { set: 'simple-icons', icon: 'tiktok' },
  line: { set: 'simple-icons', icon: 'line' },
  linkedin: { set: '@iconify-json/logos', icon: 'linkedin-icon' },
  apple: { set: 'simple-icons', icon: 'apple' },
  telegram: { set: 'simple-icons', icon: 'telegram' },
  farcaster: { set: 'simple-icons', icon: 'farcaster' },
  metamask: { set: '@web3icons/core', icon: 'branded/metamask' },
  coinbase_wallet: { set: '@web3icons/core', icon: 'branded/coinbase' },
  rainbow: { set: '@web3icons/core', icon: 'mono/rainbow' },
  phantom: { set: '@web3icons/core', icon: 'branded/phantom' },
  wallet_connect: { set: 'simple-icons', icon: 'walletconnect' },
} as const;
export type BrandMarkSet = (typeof BRAND_MARK_SOURCES)[keyof typeof BRAND_MARK_SOURCES]['set'];

/**
 * The modal's backgrounds a mark sits on (`theme/tokens.css`: background, and muted for the status
 * screens' disc), per theme. A one-colour mark keeps its brand colour in a theme only where that
 * colour is at least 3:1 against both (WCAG 1.4.11); elsewhere it takes the text colour.
 */
export const MARK_BACKGROUNDS = { light: ['#ffffff', '#f1f2f5'], dark: ['#1e1e22', '#2b2b31'] } as const;
export const MARK_MIN_CONTRAST = 3;

export interface MarkPath {
  d: string;
  fill?: string;
  fillRule?: 'evenodd';
}

export interface GeneratedMark {
  viewBox: string;
  /** Paths with a `fill` keep it (a many-coloured mark); the others take the mark's colour. */
  paths: MarkPath[];
  /** The one-colour mark's colour per theme; absent: the text colour. */
  light?: string;
  dark?: string;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A black, white or grey brand colour: the mark is monochrome and takes the text colour (`currentColor`). */
function neutral(hex: string): boolean {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return Math.max(...channels) - Math.min(...channels) <= 8;
}

/** The colour in each theme where it is legible there (none for a monochrome mark). */
function themed(hex: string): Pick<GeneratedMark, 'light' | 'dark'> {
  const colour = hex.toLowerCase();
  if (neutral(colour)) return {};
  const ok = (theme: keyof typeof MARK_BACKGROUNDS) =>
    MARK_BACKGROUNDS[theme].every((background) => contrast(colour, background) >= MARK_MIN_CONTRAST);
  return { ...(ok('light') ? { light: colour } : {}), ...(ok('dark') ? { dark: colour } : {}) };
}

/** The `<path>` elements of an SVG body; anything else (a gradient, a shape) is refused, not dropped. */
function svgPaths(body: string, where: string): MarkPath[] {
  const elements = [...body.matchAll(/<(\w+)([^>]*)>/g)].filter(([, name]) => name !== 'svg' && name !== 'title');
  return elements.map(([, name, attributes = '']) => {
    if (name !== 'path') throw new Error(`${where}: <${name}> is not supported, only <path>`);
    const attribute = (key: string) => new RegExp(`\\s${key}="([^"]*)"`).exec(attributes)?.[1];
    const d = attribute('d');
    if (!d) throw new Error(`${where}: a <path> without d`);
    const fill = attribute('fill');
    return {
      d,
      ...(fill ? { fill: fill.toLowerCase() } : {}),
      ...(attribute('fill-rule') === 'evenodd' ? { fillRule: 'evenodd' as const } : {}),
    };
  });
}

/** One colour across all paths: that colour moves to the mark (themed), the paths lose their fill. */
function monochrome(viewBox: string, paths: MarkPath[], brandColour?: string): GeneratedMark {
  const fills = new Set(paths.map((path) => path.fill));
  if (fills.size > 1) return { viewBox, paths };
  const colour = brandColour ?? [...fills][0];
  const bare = paths.map(({ fill: _, ...path }) => path);
  return { viewBox, paths: bare, ...(colour ? themed(colour.length === 4 ? expand(colour) : colour) : {}) };
}

/** `#abc` → `#aabbcc`. */
const expand = (hex: string) => `#${[...hex.slice(1)].map((c) => c + c).join('')}`;

function fromSimpleIcons(icon: string): GeneratedMark {
  const svg = setFile('simple-icons', `icons/${icon}.svg`);
  const data = JSON.parse(setFile('simple-icons', 'data/simple-icons.json')) as {
    slug: string;
    hex: string;
  }[];
  const entry = data.find((item) => item.slug === icon);
  if (!entry) throw new Error(`simple-icons: no ${icon}`);
  return monochrome('0 0 24 24', svgPaths(svg, `simple-icons ${icon}`), `#${entry.hex}`);
}

function fromLogos(icon: string): GeneratedMark {
  const set = JSON.parse(setFile('@iconify-json/logos', 'icons.json')) as {
    width?: number;
    height?: number;
    icons: Record<string, { body: string; width?: number; height?: number }>;
  };
  const entry = set.icons[icon];
  if (!entry) throw new Error(`@iconify-json/logos: no ${icon}`);
  const viewBox = `0 0 ${entry.width ?? set.width ?? 16} ${entry.height ?? set.height ?? 16}`;
  return monochrome(viewBox, svgPaths(entry.body, `logos ${icon}`));
}

function fromWeb3Icons(icon: string): GeneratedMark {
  const module = setFile('@web3icons/core', `dist/svgs/wallets/${icon}.svg.js`);
  const viewBox = /viewBox="([^"]+)"/.exec(module)?.[1];
  if (!viewBox) throw new Error(`@web3icons/core ${icon}: no viewBox`);
  const paths = svgPaths(module.slice(module.indexOf('<svg')), `@web3icons/core ${icon}`).filter(
    (path) => path.fill !== 'none',
  );
  return monochrome(viewBox, paths);
}

const readers: Record<BrandMarkSet, (icon: string) => GeneratedMark> = {
  'simple-icons': fromSimpleIcons,
  '@iconify-json/logos': fromLogos,
  '@web3icons/core': fromWeb3Icons,
};

export function setVersion(set: BrandMarkSet): { version: string; license: string } {
  const pkg = JSON.parse(setFile(set, 'package.json')) as {
    version: string;
    license: string;
  };
  return { version: pkg.version, license: pkg.license };
}

/** The module file name of a mark: camelCase (`wallet_connect` → `walletConnect.ts`). */
export function markFile(name: string): string {
  return `${name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())}.ts`;
}

/** Every mark as this script makes it from the installed sets, by name. */
export function brandMarks(): Map<string, { mark: GeneratedMark; header: string }> {
  return new Map(
    Object.entries(BRAND_MARK_SOURCES).map(([name, { set, icon }]) => {
      const { version, license } = setVersion(set);
      const header = `// Generated by scripts/brandMarks.ts from ${set} ${version} (${license}), icon '${icon}': do not edit.`;
      return [name, { mark: readers[set](icon), header }];
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = [...brandMarks()].map(([name, { mark, header }]) => {
    const file = `${marksDir}${markFile(name)}`;
    const code = `${header}\nimport type { BrandMarkData } from '../markData.ts';\n\nexport default ${JSON.stringify(mark)} satisfies BrandMarkData;\n`;
    writeFileSync(file, code);
    return file;
  });
  execFileSync('npx', ['biome', 'format', '--write', ...files], { stdio: 'inherit' });
}
