import { StateGrid, type StoriesModule } from './StateGrid.tsx';
import { type ScreenFamily, screenFamilies } from './screenFamilies.ts';

const storyFiles = import.meta.glob<StoriesModule>('../screens/*/*.stories.tsx', { eager: true });

/** The stories files of an area (a folder of `stories/screens`), by file name. */
export function areaStories(area: string): [file: string, module: StoriesModule][] {
  return Object.entries(storyFiles)
    .filter(([path]) => path.split('/').at(-2) === area)
    .map(([path, module]) => [path.split('/').pop()!, module] as [string, StoriesModule])
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * A design review page's body: every area of the family, each with every story of each of its
 * stories files as a contact sheet (`StateGrid`: phone and desktop width, light and dark). A stories
 * file added to an area's folder shows here without editing the page.
 */
export function FamilyReview({ family }: { family: ScreenFamily }) {
  const { areas } = screenFamilies[family];
  return (
    <>
      {Object.entries(areas).map(([area, about]) => (
        <section key={area} data-area={area} aria-labelledby={`review-${area}`}>
          <h2 id={`review-${area}`}>{areaStories(area)[0]?.[1].default?.title?.split('/')[1] ?? area}</h2>
          <p>{about}</p>
          {areaStories(area).map(([file, module]) => (
            <StateGrid key={file} of={module} />
          ))}
        </section>
      ))}
    </>
  );
}
