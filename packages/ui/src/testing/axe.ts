import axe from 'axe-core';

/**
 * Axe violations (rule ids) inside an element, for the View tests. Layout-dependent rules are left
 * to the Storybook tests, which run in Chromium: happy-dom computes no layout or colours.
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, {
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: false },
    },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(', ')}`);
}
