import { describe, expect, inject, it } from 'vitest';
import { kB, STARTUP_BUDGET_GZIP } from '../../scripts/startupJs.ts';

/** Issue 2: the demo's startup JavaScript (entry chunk + its static imports, React included) stays under 130 kB gzip. */
describe('startup JavaScript budget', () => {
  const pages = inject('startupJs');

  it('measures both demo pages', () => {
    expect(pages.map((page) => page.page).sort()).toEqual(['custom/index.html', 'index.html']);
  });

  it.each(pages.map((page) => [page.page, page] as const))('%s is within 130 kB gzip', (_, page) => {
    console.info(`startup JS ${page.page}: ${kB(page.raw)} raw, ${kB(page.gzip)} gzip in ${page.files.length} file(s)`);
    expect(page.gzip).toBeLessThanOrEqual(STARTUP_BUDGET_GZIP);
  });
});
