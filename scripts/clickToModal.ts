import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumExecutable } from '../test/support/chromium.ts';

/**
 * Click → modal visible: from the click on the page's 'Log in' button to the first frame after the
 * modal's heading is in the page, measured in the page (`performance.now()`), as the e2e test of the
 * modal does. The floors are the same click on pages that do nothing else: React alone, and React
 * with Radix's dialog and a jotai atom (what the kit's modal stands on) in the startup bundle.
 */
export interface ClickPage {
  name: string;
  /** Path of the page on the server. */
  path: string;
  /** What shows that the modal is there: its heading. */
  shown: string;
}

const floorsDir = new URL('./floors/', import.meta.url).pathname;

/** The floors, each built alone for production into `outDir/floors/<name>/`. */
export async function buildFloors(outDir: string): Promise<ClickPage[]> {
  const floors = [
    { folder: 'react', name: 'floor: React alone' },
    { folder: 'radix-jotai', name: 'floor: React + Radix dialog + jotai' },
  ];
  for (const { folder } of floors) {
    await build({
      configFile: false,
      root: join(floorsDir, folder),
      base: `/floors/${folder}/`,
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: join(outDir, 'floors', folder), emptyOutDir: true, modulePreload: { polyfill: false } },
    });
  }
  return floors.map(({ folder, name }) => ({ name, path: `/floors/${folder}/`, shown: '[role="dialog"] h2' }));
}

/** One page's clicks: the first click as soon as the button is there, and the first click once the page is idle. */
export interface ClickTimes {
  page: ClickPage;
  /** As soon as the 'Log in' button is in the page and enabled. */
  atOnce: number[];
  /** Once the network is idle (the page has prefetched what it prefetches). */
  idle: number[];
}

declare global {
  interface Window {
    /** ./clickToModal.page.js */
    armClickToModal(shown: string): void;
    __clickToModal?: Promise<number>;
  }
}

const pageScript = new URL('./clickToModal.page.js', import.meta.url).pathname;

/**
 * Each page `rounds` times in one Chromium, side by side (every round opens each page once per case,
 * each time in a fresh context, so that a load on the machine weighs on all alike): a first click as
 * soon as the button is there, and a first click once the page is idle.
 */
export async function measureClicks(baseUrl: string, pages: ClickPage[], rounds: number): Promise<ClickTimes[]> {
  const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: chromiumArgs });
  const times = pages.map((page) => ({ page, atOnce: [] as number[], idle: [] as number[] }));
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const entry of times) {
        for (const when of ['atOnce', 'idle'] as const) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
          const tab = await context.newPage();
          const errors: string[] = [];
          tab.on('pageerror', (error) => errors.push(error.message));
          const { shown } = entry.page;
          const url = new URL(entry.page.path, baseUrl).href;
          await tab.addInitScript({ path: pageScript });
          if (when === 'atOnce') {
            // Armed before the page's own scripts run.
            await tab.addInitScript({ content: `armClickToModal(${JSON.stringify(shown)})` });
            await tab.goto(url, { waitUntil: 'commit' });
          } else {
            await tab.goto(url, { waitUntil: 'networkidle' });
            await tab.evaluate((selector) => window.armClickToModal(selector), shown);
          }
          entry[when].push(await tab.evaluate(() => window.__clickToModal!));
          await context.close();
          if (errors.length > 0) throw new Error(`${url}: ${errors.join('; ')}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return times;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
