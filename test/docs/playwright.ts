/**
 * A stand-in for the part of `@playwright/test` the docs' Playwright examples use, so they run in
 * this repository's e2e stage (Vitest driving playwright-core) without the Playwright runner:
 * `test(name, ({ page }) => …)` with a fresh browser context per test and the configured `baseURL`,
 * `test.beforeEach` / `test.afterEach`, `expect(locator).toBeVisible()` / `.toHaveText()` (other
 * values go to Vitest's `expect`), and `defineConfig`. Type-checking the examples resolves `@playwright/test` here.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { type Assertion, afterAll, afterEach, beforeEach, it, expect as vitestExpect } from 'vitest';
import { launchChromium } from '../e2e/support/browser.ts';

let browser: Browser | undefined;
let baseURL: string | undefined;
afterAll(async () => {
  await browser?.close();
  browser = undefined;
});

/** Playwright's `defineConfig`, for the docs' playwright.config.ts (type-checked, not run: no runner here). */
export function defineConfig<Config extends object>(config: Config): Config {
  return config;
}

/** Where `page.goto('/')` goes (Playwright's `use.baseURL`). */
export function configure(options: { baseURL: string }): void {
  baseURL = options.baseURL;
}

type Body = (fixtures: { page: Page }) => Promise<void>;

export const test = Object.assign(
  (name: string, body: Body) =>
    it(name, async () => {
      browser ??= await launchChromium();
      const context = await browser.newContext(baseURL ? { baseURL } : {});
      try {
        await body({ page: await context.newPage() });
      } finally {
        await context.close();
      }
    }),
  {
    beforeEach: (hook: () => unknown) => beforeEach(async () => void (await hook())),
    afterEach: (hook: () => unknown) => afterEach(async () => void (await hook())),
  },
);

const isLocator = (value: unknown): value is Locator =>
  typeof value === 'object' && value !== null && 'waitFor' in value && 'textContent' in value;

export function expect(value: Locator): {
  toBeVisible(options?: { timeout?: number }): Promise<void>;
  toHaveText(text: string | RegExp, options?: { timeout?: number }): Promise<void>;
};
export function expect<T>(value: T): Assertion<T>;
export function expect(value: unknown): unknown {
  if (!isLocator(value)) return vitestExpect(value);
  return {
    toBeVisible: ({ timeout = 10_000 } = {}) => value.waitFor({ state: 'visible', timeout }),
    toHaveText: (text: string | RegExp, { timeout = 10_000 } = {}) =>
      vitestExpect
        .poll(async () => (await value.textContent())?.trim(), { timeout })
        .toMatch(typeof text === 'string' ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : text),
  };
}
