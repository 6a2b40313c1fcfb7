import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumArgs } from '../../support/chromium.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** Committed: `test/e2e/baselines/<name>.png`. */
const baselines = join(root, 'test', 'e2e', 'baselines');
/** A new or differing screenshot is written here (`<name>-new.png`, `<name>-actual.png`) for a look. */
const results = join(root, 'test-results', 'e2e-screenshots');

/**
 * The Chromium the visual project pins (`@sparticuz/chromium`, never CHROMIUM_PATH or a system one),
 * with its flags (no font hinting, sRGB): the same pixels on any Linux x64 machine after `npm ci`.
 */
export async function launchPinnedChromium(): Promise<Browser> {
  const { default: packaged } = await import('@sparticuz/chromium');
  return chromium.launch({
    executablePath: await packaged.executablePath(),
    args: [...chromiumArgs, '--font-render-hinting=none', '--force-color-profile=srgb'],
    headless: true,
  });
}

const write = (file: string, png: Buffer) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png);
};

/** The whole page, taken again until two shots in a row agree. */
async function stableShot(page: Page): Promise<Buffer> {
  await page.evaluate(() => document.fonts.ready);
  const shoot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  let previous = await shoot();
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error('The page kept changing between screenshots');
}

/**
 * Compares the page with the baseline `name`: the same Chromium encodes the same pixels to the same
 * bytes, so equal files are equal pixels. `vitest -u` records the baseline; a missing one fails
 * (the shot goes to test-results for review) so that no baseline is accepted unseen.
 */
export async function expectScreenshot(page: Page, name: string): Promise<void> {
  const png = await stableShot(page);
  const baseline = join(baselines, `${name}.png`);
  if (inject('updateScreenshots')) return write(baseline, png);
  if (!existsSync(baseline)) {
    write(join(results, `${name}-new.png`), png);
    throw new Error(`No baseline for ${name}: record it with \`-u\` (the shot is in test-results/e2e-screenshots)`);
  }
  if (!readFileSync(baseline).equals(png)) {
    write(join(results, `${name}-actual.png`), png);
    throw new Error(`${name} differs from its baseline: see test-results/e2e-screenshots/${name}-actual.png`);
  }
}
