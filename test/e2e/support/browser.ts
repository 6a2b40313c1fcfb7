import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../../support/chromium.ts';

/**
 * `*.test` names (RFC 2606) lead to 127.0.0.1: a page there is on another site than any loopback
 * origin (`http://parent.test:<port>`), served by a test's own server, and the browser still lets it
 * reach the emulator (a page loaded from a public address may not reach loopback ones at all).
 */
const TEST_HOSTS = '--host-resolver-rules=MAP *.test 127.0.0.1';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: await chromiumExecutable(),
    args: [...chromiumArgs, TEST_HOSTS],
    headless: true,
  });
}

export interface WatchedPage {
  page: Page;
  /** Content-Security-Policy violations the page reported. */
  cspViolations: string[];
  /** Uncaught errors and console errors. */
  errors: string[];
  /** Console warnings (the page's own, and those Chromium logs for it, e.g. a refused postMessage). */
  warnings: string[];
  close(): Promise<void>;
}

/** A page of `context` that records CSP violations and errors. */
async function watchedPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const cspViolations: string[] = [];
  const errors: string[] = [];
  const warnings: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => void cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp(text: string): void }).__reportCsp(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return { page, cspViolations, errors, warnings, close: () => page.close() };
}

type ContextOptions = { viewport?: { width: number; height: number } };

/** A fresh context (own storage) with a watched page. */
export async function openPage(browser: Browser, options: ContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  const tab = await watchedPage(context);
  return { ...tab, close: () => context.close() };
}

export interface WatchedContext {
  context: BrowserContext;
  /** Another tab of the same profile: shared localStorage, cookies and Web Locks. */
  newPage(): Promise<WatchedPage>;
  close(): Promise<void>;
}

/** A fresh context (one browser profile) whose pages are tabs sharing its storage. */
export async function openContext(browser: Browser, options: ContextOptions = {}): Promise<WatchedContext> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  return { context, newPage: () => watchedPage(context), close: () => context.close() };
}
