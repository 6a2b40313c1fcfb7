import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs } from '../support/chromium.ts';
import { checkBaselines, emulateColorScheme, resolveDiffPath, resolveScreenshotPath } from './baselines.ts';

/**
 * The `visual` Vitest project: every story in light and dark, at 360 px and desktop width, compared
 * with the committed baselines in test/visual/baselines (see docs/visual-regression.md).
 *
 * Pixels depend on the browser build, so this project always runs the Chromium that the lockfile
 * pins (`@sparticuz/chromium`), never CHROMIUM_PATH or a system Chromium: the baselines then hold on
 * any Linux x64 machine after `npm ci`. No font hinting and an sRGB profile, whatever the machine's
 * fontconfig and display say.
 */
export async function visualProject(): Promise<TestProjectInlineConfiguration> {
  const { default: packaged } = await import('@sparticuz/chromium');
  const executablePath = await packaged.executablePath();
  return {
    extends: true,
    plugins: [tailwindcss()],
    // The connected modal stories run the emulator in the page: pre-bundle its dependencies up front
    // instead of re-optimising (and reloading the page) in the middle of a run.
    optimizeDeps: { include: ['hono', 'hono/cors', 'jose', 'react-dom/client'] },
    test: {
      name: 'visual',
      include: ['test/visual/**/*.visual.tsx'],
      testTimeout: 60_000,
      // Vitest copies a failed comparison's images here too, for its reporters.
      attachmentsDir: 'test-results/visual/attachments',
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath,
            args: [...chromiumArgs, '--font-render-hinting=none', '--force-color-profile=srgb'],
          },
          // Room for the largest test viewport, so that Vitest never scales the test frame down.
          contextOptions: { viewport: { width: 1280, height: 1024 } },
        }),
        instances: [{ browser: 'chromium' }],
        // A failing story's own failure screenshot would only repeat the diff image.
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            resolveScreenshotPath,
            resolveDiffPath,
            screenshotOptions: { animations: 'allow', caret: 'initial' },
          },
        },
        commands: { checkBaselines, emulateColorScheme },
      },
    },
  };
}
