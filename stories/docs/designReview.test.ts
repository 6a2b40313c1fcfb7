import { describe, expect, it } from 'vitest';

/**
 * Every screen area has a design review page: each folder of stories/screens holds one `*.mdx` that
 * renders a `<StateGrid of={...} />` for every stories file of the folder, and every folder of
 * packages/ui/src/screens with a View is shown by one of those pages (through the stories of its Views).
 */

type Module = Record<string, unknown>;

const pages = import.meta.glob<string>('../screens/*/*.mdx', { query: '?raw', import: 'default', eager: true });
const storyModules = import.meta.glob<Module>('../screens/*/*.stories.tsx', { eager: true });
const viewModules = import.meta.glob<Module>('../../packages/ui/src/screens/*/*View.tsx', { eager: true });
const uiFiles = Object.keys(import.meta.glob('../../packages/ui/src/screens/*/*.{ts,tsx}'));

/** Folders of packages/ui/src/screens that hold no screen, only code screens share. */
const notScreens: Record<string, string> = {};

const folderOf = (path: string) => path.split('/').at(-2)!;
const storyFolders = [...new Set(Object.keys(storyModules).map(folderOf))].sort();

/** The stories files (`./X.stories.tsx`) a page renders with `<StateGrid of={X} />`. */
function shownStoryFiles(mdx: string): string[] {
  const imports = new Map(
    [...mdx.matchAll(/^import \* as (\w+) from '\.\/([\w.-]+\.stories\.tsx)';$/gm)].map(([, name, file]) => [
      name!,
      file!,
    ]),
  );
  return [...mdx.matchAll(/<StateGrid of=\{(\w+)\} \/>/g)].map(([, name]) => imports.get(name!) ?? `unknown ${name}`);
}

describe('design review pages', () => {
  it('finds the screen areas', () => {
    expect(storyFolders).toEqual(expect.arrayContaining(['email', 'sms', 'landing', 'externalWallets', 'policies']));
  });

  describe.each(storyFolders)('stories/screens/%s', (folder) => {
    const folderPages = Object.entries(pages).filter(([path]) => folderOf(path) === folder);

    it('has one docs page', () => {
      expect(
        folderPages.map(([path]) => path),
        `add a design review page (*.mdx) to stories/screens/${folder}`,
      ).toHaveLength(1);
    });

    it('titles it under Screens/', () => {
      expect(folderPages[0]?.[1]).toMatch(/^<Meta title="Screens\/[^"]+" \/>$/m);
    });

    it('shows every stories file of the folder on it', () => {
      const files = Object.keys(storyModules)
        .filter((path) => folderOf(path) === folder)
        .map((path) => path.split('/').pop()!)
        .sort();
      expect(shownStoryFiles(folderPages[0]?.[1] ?? '').sort()).toEqual(files);
    });
  });

  const uiFolders = [...new Set(uiFiles.map(folderOf))].sort();

  it.each(uiFolders)('packages/ui/src/screens/%s is reviewed on a page', (folder) => {
    const views = Object.entries(viewModules).filter(([path]) => folderOf(path) === folder);
    if (folder in notScreens) {
      expect(views, `${folder} has a View now: remove it from notScreens`).toEqual([]);
      return;
    }
    expect(views.length, `${folder}: no *View.tsx (a shared folder? list it in notScreens with why)`).toBeGreaterThan(
      0,
    );
    for (const [path, module] of views) {
      const name = path
        .split('/')
        .pop()!
        .replace(/\.tsx$/, '');
      const storyFiles = Object.entries(storyModules)
        .filter(([, stories]) => (stories.default as { component?: unknown } | undefined)?.component === module[name])
        .map(([storyPath]) => storyPath);
      expect(storyFiles.length, `no stories file under stories/screens has \`component: ${name}\``).toBeGreaterThan(0);
      for (const storyPath of storyFiles) {
        const page = Object.entries(pages).find(([pagePath]) => folderOf(pagePath) === folderOf(storyPath));
        expect(page ? shownStoryFiles(page[1]) : [], `${storyPath} is on no design review page`).toContain(
          storyPath.split('/').pop(),
        );
      }
    }
  });
});

describe('shownStoryFiles', () => {
  it('maps each StateGrid to the stories file its name was imported from', () => {
    const mdx = [
      "import * as A from './A.stories.tsx';",
      "import * as B from './B.stories.tsx';",
      '<StateGrid of={B} />',
      '<StateGrid of={C} />',
    ].join('\n');
    expect(shownStoryFiles(mdx)).toEqual(['B.stories.tsx', 'unknown C']);
  });
});
