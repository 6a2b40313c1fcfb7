import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { overlayShotName, overlayStories } from './overlayShots.ts';
import { files, screenshotHooks, settleAndStop } from './suite.tsx';

/**
 * Spec §4 'Overlays that never clip': popovers inside the modal at a small phone (360 × 640) and a
 * laptop (1280 × 800). Each story's play opens the overlay and fails unless its search field and its
 * last item are on screen, neither clipped by the modal nor covered; then the page is screenshotted
 * at that size and compared with its baseline (./overlayShots.ts names them).
 */
screenshotHooks();

describe.each(Object.entries(overlayStories))('overlays: %s', (title, stories) => {
  const file = files.find((candidate) => candidate.title === title);
  if (!file) throw new Error(`No stories titled ${title}`);
  describe.each(Object.entries(stories))('%s', (exportName, sizes) => {
    it.each(sizes)('$width x $height', async ({ width, height }) => {
      await page.viewport(width, height);
      await file.byTheme.light[exportName]!.run();
      await settleAndStop();
      await expect
        .element(page.elementLocator(document.body))
        .toMatchScreenshot(overlayShotName(title, exportName, width, height));
    });
  });
});
