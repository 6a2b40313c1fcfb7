import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../../support/chromium.ts';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumExecutable(), args: chromiumArgs, headless: true });
}

export interface WatchedPage {
  page: Page;
  /** Content-Security-Policy violations the page reported. */
  cspViolations: string[];
  /** Uncaught errors and console errors. */
  errors: string[];
  close(): Promise<void>;
}

/** A fresh context (own storage) with a page that records CSP violations and errors. */
export async function openPage(browser: Browser, options: { viewport?: { width: number; height: number } } = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  const errors: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => void cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp(text: string): void }).__reportCsp(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, cspViolations, errors, close: () => context.close() };
}
