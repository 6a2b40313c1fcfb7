/**
 * The overlay checks (./overlays.visual.tsx): each story is run at each size and screenshotted
 * there, as `overlays/<story title>/<Story>-<width>x<height>` (light theme). Shared with the
 * baselines check of ./suite.tsx, which would otherwise call these baselines stale.
 */
type Size = { width: number; height: number };

export const overlayStories: Record<string, Record<string, Size[]>> = {
  'Modal/FoyerModal': {
    CountryPicker: [
      { width: 360, height: 640 },
      { width: 1280, height: 800 },
    ],
  },
};

export const overlayShotName = (title: string, exportName: string, width: number, height: number) =>
  `overlays/${title.replace(/[^\w/-]+/g, '-')}/${exportName}-${width}x${height}`;

export const overlayShots = Object.entries(overlayStories).flatMap(([title, stories]) =>
  Object.entries(stories).flatMap(([exportName, sizes]) =>
    sizes.map(({ width, height }) => overlayShotName(title, exportName, width, height)),
  ),
);
