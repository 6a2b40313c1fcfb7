import { describe, expect, inject, it } from 'vitest';
import { kB, ON_DEMAND_MARKERS, STARTUP_BUDGET_GZIP } from '../../scripts/startupJs.ts';

/**
 * Each demo page's startup JavaScript (entry chunk + its static imports, React included) stays
 * within the budget (STARTUP_BUDGET_GZIP): the default-modal page as much as the custom-UI page.
 */
describe('startup JavaScript budget', () => {
  const pages = inject('startupJs');

  it('measures both demo pages', () => {
    expect(pages.map((page) => page.page).sort()).toEqual(['custom/index.html', 'index.html']);
  });

  it.each(pages.map((page) => [page.page, page] as const))(
    `%s is within ${kB(STARTUP_BUDGET_GZIP)} gzip`,
    (_, page) => {
      console.info(
        `startup JS ${page.page}: ${kB(page.raw)} raw, ${kB(page.gzip)} gzip in ${page.files.length} file(s)`,
      );
      expect(page.gzip).toBeLessThanOrEqual(STARTUP_BUDGET_GZIP);
    },
  );

  it.each(pages.map((page) => [page.page, page] as const))('%s loads no on-demand code at startup', (_, page) => {
    expect(page.onDemandAtStartup).toEqual([]);
    // Each marker is found in the code loaded later: it names real code, so it guards something.
    expect(page.onDemandDeferred).toEqual(Object.keys(ON_DEMAND_MARKERS));
  });
});
