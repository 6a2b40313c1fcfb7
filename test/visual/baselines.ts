import { existsSync, readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import { join, sep } from 'node:path';
import type {} from '@vitest/browser-playwright';
import type { BrowserCommand, TestProject } from 'vitest/node';
import { HOST_STYLES } from './hostStylesPrefix.ts';

/**
 * Where the visual suite keeps its screenshots (Node side, used by the `visual` project's config).
 * Baselines: committed, `test/visual/baselines/<story title>/<export>-<theme>-<width>.png`.
 * A failed comparison writes `<name>-actual.png` and `<name>-diff.png` to `test-results/visual/`.
 */
export const baselinesDir = (root: string) => join(root, 'test', 'visual', 'baselines');
export const resultsDir = (root: string) => join(root, 'test-results', 'visual');

interface PathData {
  arg: string;
  ext: string;
  root: string;
  project: TestProject;
}

const recording = (project: TestProject) => project.config.snapshotOptions.updateSnapshot === 'all';

/**
 * The baseline of a screenshot. A screenshot with no baseline yet is written under test-results
 * (`<name>-new.png`, for review) unless the run records baselines (`-u`): Vitest's default would put
 * it into the baselines folder on the first run, and the second run would then pass unreviewed.
 */
export function resolveScreenshotPath({ arg, ext, root, project }: PathData): string {
  if (arg.startsWith(HOST_STYLES)) {
    const baseline = join(baselinesDir(root), `${arg.slice(HOST_STYLES.length)}${ext}`);
    return recording(project) ? join(resultsDir(root), `${arg}${ext}`) : baseline;
  }
  const baseline = join(baselinesDir(root), `${arg}${ext}`);
  if (recording(project) || existsSync(baseline)) return baseline;
  return join(resultsDir(root), `${arg}-new${ext}`);
}

export function resolveDiffPath({ arg, ext, root }: PathData): string {
  return join(resultsDir(root), `${arg}${ext}`);
}

function pngsUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.png'))
    .map((file) =>
      file
        .split(sep)
        .join('/')
        .replace(/\.png$/, ''),
    );
}

function removeEmptyFolders(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyFolders(join(dir, entry.name));
  }
  if (readdirSync(dir).length === 0) rmdirSync(dir);
}

export interface BaselineCheck {
  /** Screenshots the stories call for that have no baseline file. */
  missing: string[];
  /** Baseline files that no story calls for (a story renamed or removed). */
  stale: string[];
  /** Whether this run records baselines (`-u`): stale files were deleted, missing ones get written. */
  recording: boolean;
}

/**
 * Browser command: compares the screenshot names the stories call for with the files in the
 * baselines folder. When recording (`vitest -u`), stale baselines are deleted.
 */
export const checkBaselines: BrowserCommand<[expected: string[]], BaselineCheck> = ({ project }, expected) => {
  const dir = baselinesDir(project.config.root);
  const present = pngsUnder(dir);
  const wanted = new Set(expected);
  const have = new Set(present);
  const missing = expected.filter((name) => !have.has(name));
  const stale = present.filter((name) => !wanted.has(name));
  if (recording(project)) {
    for (const name of stale) unlinkSync(join(dir, `${name}.png`));
    if (existsSync(dir)) removeEmptyFolders(dir);
  }
  return { missing, stale, recording: recording(project) };
};

/** Browser command: the page's `prefers-color-scheme` (null: the machine's). */
export const emulateColorScheme: BrowserCommand<[scheme: 'light' | 'dark' | null]> = async ({ page }, scheme) => {
  await page.emulateMedia({ colorScheme: scheme });
};
