import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import { type ComponentType, useMemo } from 'react';
import { isExportStory, storyNameFromExport } from 'storybook/internal/csf';
import preview from '../../.storybook/preview.tsx';
import './stateGrid.css';

/** The exports of a `*.stories.tsx` file (`import * as Stories from './X.stories.tsx'`). */
export type StoriesModule = Record<string, unknown> & { default?: Meta };

export const reviewThemes = ['light', 'dark'] as const;
const themeLabels = { light: 'Light', dark: 'Dark' } as const;

/**
 * The widths a story is shown at: a phone (390 px wide) and a desktop window (1024 px, the visual
 * suite's desktop width), each scaled down so that a story's four frames share one row on a wide
 * screen (the story itself, one click away, is full size).
 */
export const reviewWidths = {
  phone: { label: 'Phone, 390 px', width: 390, scale: 0.75 },
  desktop: { label: 'Desktop, 1024 px', width: 1024, scale: 0.4 },
} as const;
export type ReviewWidth = keyof typeof reviewWidths;

interface ShownStory {
  exportName: string;
  name: string;
  id: string;
  interaction: boolean;
  /** The story composed once per entry of `reviewThemes`. */
  themes: readonly ComponentType[];
}

/**
 * The stories of one file, composed with the project's annotations (decorators, toolbar globals) once
 * per theme: the same story the sidebar shows, with the theme toolbar set to light, then to dark.
 * A story that pins the theme (an `AllStates` grid) shows one theme only and repeats the others: left out.
 */
export function shownStories(module: StoriesModule): ShownStory[] {
  const { default: meta = {}, __namedExportsOrder: order, ...exports } = module;
  const inTheme = reviewThemes.map((theme) => ({ ...preview, initialGlobals: { ...preview.initialGlobals, theme } }));
  // Storybook's CSF plugin adds `__namedExportsOrder` (the source order; a native module namespace is sorted).
  const names = Array.isArray(order) ? (order as string[]) : Object.keys(exports);
  return names
    .filter((exportName) => exportName in exports && isExportStory(exportName, meta))
    .map((exportName) => [exportName, exports[exportName] as StoryObj] as const)
    .filter(([, story]) => story.globals?.theme === undefined)
    .map(([exportName, story]) => {
      const themes = inTheme.map((annotations) => composeStory(story, meta, annotations, exportName));
      return {
        exportName,
        name: story.name ?? storyNameFromExport(exportName),
        id: themes[0]!.id,
        interaction: story.play !== undefined,
        themes,
      };
    });
}

/**
 * Design review doc block, a contact sheet: every story of a stories file at phone and at desktop
 * width, each in light and dark. The states come from the stories themselves; nothing is defined
 * twice. Interaction stories show the state they start in (their play function runs in the story
 * itself, not here).
 */
export function StateGrid({ of }: { of: StoriesModule }) {
  const stories = useMemo(() => shownStories(of), [of]);
  const title = of.default?.title ?? '';
  return (
    <section className="foyer-state-grid" aria-label={title}>
      <h3>{title.split('/').pop()}</h3>
      {stories.map((story) => (
        <figure key={story.exportName} data-story={story.exportName}>
          <figcaption>
            <a href={`./?path=/story/${story.id}`} target="_top">
              {story.name}
            </a>
            {story.interaction ? <span> · interaction story, shown before it runs</span> : null}
          </figcaption>
          {/*
           * sb-unstyled: the docs page's typography would otherwise restyle the screens' text.
           * inert: a static gallery (the stories are where one interacts); the screens' autofocus would
           * otherwise scroll the page to the last story on load.
           */}
          <div className="foyer-state-grid__themes sb-unstyled" inert>
            {(Object.keys(reviewWidths) as ReviewWidth[]).flatMap((widthName) => {
              const { label, width, scale } = reviewWidths[widthName];
              return story.themes.map((Story, index) => {
                const theme = reviewThemes[index]!;
                return (
                  <div key={`${widthName}-${theme}`} data-review-width={widthName} data-review-theme={theme}>
                    <span className="foyer-state-grid__label">
                      {label} · {themeLabels[theme]}
                    </span>
                    <div className="foyer-state-grid__frame" style={{ width, zoom: scale }}>
                      <Story />
                    </div>
                  </div>
                );
              });
            })}
          </div>
        </figure>
      ))}
    </section>
  );
}
