import { describe, expect, it } from 'vitest';
import { areaStories } from './FamilyReview.tsx';
import { screenFamilies } from './screenFamilies.ts';

/**
 * Every screen is on a design review page: each folder of stories/screens (an area) belongs to
 * exactly one family of `screenFamilies`, each family has its page in stories/review (which shows
 * every stories file of its areas, see FamilyReview), and every folder of packages/ui/src/screens with
 * a View is shown through the stories of its Views.
 */

type Module = Record<string, unknown>;

const pages = import.meta.glob<string>('../review/*.mdx', { query: '?raw', import: 'default', eager: true });
const storyModules = import.meta.glob<Module>('../screens/*/*.stories.tsx', { eager: true });
const viewModules = import.meta.glob<Module>('../../packages/ui/src/screens/*/*View.tsx', { eager: true });
const uiFiles = Object.keys(import.meta.glob('../../packages/ui/src/screens/*/*.{ts,tsx}'));
const strayPages = Object.keys(import.meta.glob('../screens/**/*.mdx'));

/** Folders of packages/ui/src/screens that hold no screen, only code screens share. */
const notScreens: Record<string, string> = {};

const folderOf = (path: string) => path.split('/').at(-2)!;
const storyFolders = [...new Set(Object.keys(storyModules).map(folderOf))].sort();
const familyOf = (area: string) =>
  Object.entries(screenFamilies)
    .filter(([, family]) => area in family.areas)
    .map(([id]) => id);

/** The family a page shows (`<FamilyReview family="…" />`), and its title. */
const pageOf = (mdx: string) => ({
  families: [...mdx.matchAll(/<FamilyReview family="(\w+)" \/>/g)].map(([, family]) => family),
  title: /^<Meta title="([^"]+)" \/>$/m.exec(mdx)?.[1],
});

describe('design review pages', () => {
  it('finds the screen areas', () => {
    expect(storyFolders).toEqual(expect.arrayContaining(['email', 'sms', 'landing', 'externalWallets', 'policies']));
  });

  it.each(storyFolders)('stories/screens/%s is in exactly one screen family', (folder) => {
    expect(familyOf(folder), `add ${folder} to one family of stories/docs/screenFamilies.ts`).toHaveLength(1);
  });

  it('every area of a family is a folder of stories/screens with stories', () => {
    const areas = Object.values(screenFamilies).flatMap((family) => Object.keys(family.areas));
    expect(areas.filter((area) => areaStories(area).length === 0)).toEqual([]);
  });

  it.each(Object.entries(screenFamilies))('the %s family has one page, titled under Design review/', (id, family) => {
    const shown = Object.entries(pages).filter(([, mdx]) => pageOf(mdx).families.includes(id));
    expect(shown.map(([path]) => path)).toHaveLength(1);
    expect(pageOf(shown[0]![1])).toEqual({ families: [id], title: `Design review/${family.title}` });
  });

  it('the pages are the family pages only (no page per area beside them)', () => {
    expect(strayPages).toEqual([]);
    expect(Object.values(pages).map((mdx) => pageOf(mdx).families.length)).not.toContain(0);
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
        expect(familyOf(folderOf(storyPath)), `${storyPath} is on no design review page`).toHaveLength(1);
      }
    }
  });
});
