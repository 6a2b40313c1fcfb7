import type { A11yReport } from '@storybook/addon-a11y';
import { afterEach as a11yAfterEach } from '@storybook/addon-a11y/preview';
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import preview from '../../.storybook/preview.tsx';
// React DOM keeps the `setTimeout` it finds when it loads (a Suspense boundary's reveal waits on it).
// Storybook loads it with the first story, under that story's fake clock, which is gone after the
// story: every later Suspense reveal would then wait forever. Loaded here, it keeps the real one.
import 'react-dom/client';
import type { BaselineCheck } from './baselines.ts';
import { overlayShots } from './overlayShots.ts';
import './freeze.css';

/**
 * The one Chromium pass over the stories: every story of stories/ in the light and the dark theme
 * runs as in Storybook (loaders, decorators, play), is screenshotted (light: at 360 px and at desktop
 * width; dark: at one width, see `widthsOf`) and compared with its baseline in test/visual/baselines, and gets the accessibility check (axe,
 * through @storybook/addon-a11y with the rules of .storybook/preview.tsx). A play that opens the
 * portalled dialog is screenshotted with the dialog open: the shot is the whole page, portals
 * included.
 * Deterministic: the stories' shipped font (Inter, .storybook/fonts.css) is loaded before the first
 * shot, animations and transitions are off and the caret hidden (freeze.css), and the story's clock
 * starts at a fixed instant and stands still for the screenshots. Updating baselines:
 * docs/visual-regression.md.
 */
declare module 'vitest/browser' {
  interface BrowserCommands {
    checkBaselines: (expected: string[]) => Promise<BaselineCheck>;
    emulateColorScheme: (scheme: 'light' | 'dark' | null) => Promise<void>;
  }
}

setProjectAnnotations(preview);
// Room for the plays' `findBy…` and `waitFor` on a loaded 2-core machine (the modal loads screens lazily).
configure({ asyncUtilTimeout: 10_000 });

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoriesModule>('../../stories/**/*.stories.tsx', { eager: true });

export const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

/** The Storybook viewports (preview.tsx) the screenshots are taken at, named by their width. */
const viewports = preview.parameters?.viewport?.options as Record<
  string,
  { styles: { width: string; height: string } }
>;
const sizeOf = (name: string) => {
  const { width, height } = viewports[name]!.styles;
  return { width: Number.parseInt(width, 10), height: Number.parseInt(height, 10) };
};
const widths = ['foyer360', 'desktop'].map(sizeOf);

/** Every story's clock starts here, and runs while the story loads and plays. */
const fixedNow = new Date('2026-01-15T10:30:00Z');
/**
 * The story's clock: `Date` and timers. Running (in step with real time), it drives loaders, plays
 * and their waits; stopped for the screenshots, it drops the timers still pending, so that a
 * 'Copied' confirmation or a countdown cannot change between one screenshot and the next.
 */
const clock = ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const;
const startClock = () => vi.useFakeTimers({ toFake: [...clock], now: fixedNow, shouldAdvanceTime: true });
const stopClock = () => vi.useFakeTimers({ toFake: [...clock], now: Date.now() });

/** File-safe path segments, the way Vitest would sanitise them (so the stale check sees the same names). */
const slug = (text: string) => text.replace(/[^\w-]+/g, '-').replace(/-{2,}/g, '-');
export const screenshotName = (title: string, exportName: string, theme: Theme, width: number) =>
  `${title.split('/').map(slug).join('/')}/${slug(exportName)}-${theme}-${width}`;

export const files = Object.entries(modules)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, module]) => {
    const title = (module.default as { title?: string } | undefined)?.title;
    if (!title) throw new Error(`${path}: the default export (meta) needs a title`);
    const byTheme = Object.fromEntries(
      themes.map((theme) => [theme, composeStories(module, { initialGlobals: { theme, accent: '' } })]),
    ) as Record<Theme, Record<string, ComposedStory>>;
    return { path, title, byTheme, exportNames: Object.keys(byTheme.light) };
  });

/** The viewport a story pins through its `viewport` global, if any: its play is written for that size. */
function pinnedSize(story: ComposedStory) {
  const value = (story.globals.viewport as { value?: string } | undefined)?.value;
  return value && value in viewports ? sizeOf(value) : undefined;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Fonts and images in, layout settled. */
async function settle() {
  await nextFrame();
  await document.fonts.ready;
  await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  await nextFrame();
  await nextFrame();
}

/** The hooks of a file of stories' screenshots: fonts in before the first, the story clock around each. */
export function screenshotHooks() {
  beforeAll(async () => {
    // The latin faces the stories use; other subsets load on demand and are awaited by settle().
    await Promise.all(['400', '500', '600', '700'].map((weight) => document.fonts.load(`${weight} 16px Inter`)));
  });
  beforeEach(() => {
    startClock();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The story's clock stopped and the page settled: ready for a screenshot. */
export async function settleAndStop() {
  stopClock();
  await settle();
}

/**
 * The widths a story is shot at in a theme. Layout is the light run's to check, at both widths; the
 * dark theme changes colours only (its tokens), so one width shows it: the story's own, or 360 px.
 */
export function widthsOf(story: ComposedStory, theme: Theme) {
  return theme === 'light' ? widths : [pinnedSize(story) ?? widths[0]!];
}

/** Runs a story, then compares the page at each of its widths with the screenshot `name(width)`. */
export async function runAndCompare(story: ComposedStory, theme: Theme, name: (width: number) => string) {
  const pinned = pinnedSize(story);
  const first = pinned ?? widths[0]!;
  await page.viewport(first.width, first.height);
  await story.run();
  stopClock();
  for (const { width, height } of widthsOf(story, theme)) {
    await page.viewport(width, height);
    await settle();
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name(width));
  }
}

/**
 * Axe on the story as its play left it and the screenshots showed it, with the rules of
 * .storybook/preview.tsx and the story's own `a11y` parameters: the a11y addon's afterEach, which
 * Storybook runs after a play. Here it runs after the screenshots, on the real clock (axe waits on
 * timers of its own), so that it cannot change what they show.
 */
export async function checkAccessibility(story: ComposedStory) {
  vi.useRealTimers();
  const context = { id: story.id, parameters: story.parameters, globals: story.globals, viewMode: 'story' };
  await a11yAfterEach({ ...context, reporting: story.reporting } as unknown as Parameters<typeof a11yAfterEach>[0]);
  const reports = story.reporting.reports.filter((report) => report.type === 'a11y');
  const off = story.parameters.a11y?.test === 'off' || story.parameters.a11y?.disable === true;
  expect(reports.length, 'the a11y addon reports on the story').toBe(off ? 0 : 1);
  const failures = reports
    .filter((report) => report.status === 'failed')
    .flatMap(({ result }) => {
      const report = result as A11yReport;
      if ('error' in report) return [`axe did not run: ${report.error}`];
      return report.violations.map(
        ({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
    });
  expect(failures, 'accessibility violations (axe)').toEqual([]);
}

/**
 * The suite, split into `shards` test files that Vitest runs side by side (one browser tab each):
 * shard `index` takes every shards-th stories file. Shard 0 also checks the baselines folder.
 */
/**
 * Which shard runs each file: the files with the most stories first, each to the shard with the
 * fewest stories so far, so that the shards (one browser tab each) end close together.
 */
function shardOf(shards: number): number[] {
  const load = Array.from({ length: shards }, () => 0);
  const shard: number[] = [];
  const bySize = files.map((file, position) => ({ position, stories: file.exportNames.length }));
  bySize.sort((a, b) => b.stories - a.stories || a.position - b.position);
  for (const { position, stories } of bySize) {
    const lightest = load.indexOf(Math.min(...load));
    shard[position] = lightest;
    load[lightest] = (load[lightest] ?? 0) + stories;
  }
  return shard;
}

export function visualSuite(index: number, shards: number) {
  screenshotHooks();

  if (index === 0) {
    describe('visual baselines', () => {
      it('every story has its baselines and every baseline its story', async () => {
        const expected = files.flatMap(({ title, byTheme, exportNames }) =>
          exportNames.flatMap((exportName) =>
            themes.flatMap((theme) =>
              widthsOf(byTheme[theme][exportName]!, theme).map(({ width }) =>
                screenshotName(title, exportName, theme, width),
              ),
            ),
          ),
        );
        const { missing, stale, recording } = await commands.checkBaselines([...expected, ...overlayShots]);
        expect.soft(stale, 'baselines that no story calls for: `-u` deletes them').toEqual([]);
        // When recording (`-u`), the screenshots write the missing ones.
        expect.soft(recording ? [] : missing, 'stories without baselines: record them with `-u`').toEqual([]);
      });
    });
  }

  describe.each(files.filter((_, position) => shardOf(shards)[position] === index))(
    '$title',
    ({ title, byTheme, exportNames }) => {
      describe.each(themes)('%s', (theme) => {
        it.each(exportNames)('%s', async (exportName) => {
          const story = byTheme[theme][exportName]!;
          await runAndCompare(story, theme, (width) => screenshotName(title, exportName, theme, width));
          // In the story's own theme, as Storybook checks it (light unless the story pins dark).
          if (theme === 'light') await checkAccessibility(story);
        });
      });
    },
  );
}
