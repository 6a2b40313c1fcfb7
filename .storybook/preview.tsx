import type { Decorator, Preview } from '@storybook/react-vite';
import { brandMarkNames, loadBrandMark } from '../packages/ui/src/brand/brandMarks.ts';
import { themeRootProps } from '../packages/ui/src/theme/accent.ts';
import '../packages/ui/src/styles.css';
import './fonts.css';

/** Toolbar: theme and accent colour, applied to the `[data-foyer-root]` wrapper of every story. */
const withFoyerRoot: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const accent = typeof context.globals.accent === 'string' && context.globals.accent ? context.globals.accent : null;
  const root = themeRootProps(theme, accent);
  return (
    <div
      {...root}
      data-slot="story-root"
      className="bg-muted"
      style={{
        ...root.style,
        minHeight: '100vh',
        padding: 24,
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
      }}
    >
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withFoyerRoot],
  // The brand marks load per row on first render; loaded before the story, a screenshot never
  // catches the empty box they take meanwhile.
  loaders: [async () => ({ brandMarks: await Promise.all(brandMarkNames.map(loadBrandMark)) })],
  globalTypes: {
    theme: {
      description: 'Foyer theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    accent: {
      description: 'Accent colour',
      toolbar: {
        title: 'Accent',
        icon: 'paintbrush',
        items: [
          { value: '', title: 'Default accent' },
          { value: '#0e7490', title: 'Teal #0e7490' },
          { value: '#e11d48', title: 'Rose #e11d48' },
          { value: '#f59e0b', title: 'Amber #f59e0b' },
          { value: '#111827', title: 'Ink #111827' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', accent: '' },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        foyer360: { name: 'Phone 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        foyer440: { name: 'Bottom-sheet edge 440 px', styles: { width: '440px', height: '800px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1024 px', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
      },
    },
    a11y: {
      // Axe violations fail the story tests.
      test: 'error',
      config: {
        // Page-level rules: a story is a fragment of a page, not a page.
        rules: [
          { id: 'page-has-heading-one', enabled: false },
          { id: 'landmark-one-main', enabled: false },
          { id: 'region', enabled: false },
        ],
      },
    },
  },
};

export default preview;
