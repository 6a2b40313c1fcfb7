import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { type ComponentType, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.tsx';

/**
 * Every status of every View has a story: for each `*View.tsx` under packages/ui/src, its exported
 * `<name>ViewStatuses` list is compared with the statuses its stories actually render (the
 * `data-status` of the one `[data-screen]` a story shows; grids such as AllStates do not count).
 */
setProjectAnnotations(preview);

type Module = Record<string, unknown>;

const viewModules = import.meta.glob<Module>('../packages/ui/src/**/*View.tsx', { eager: true });
const storyModules = import.meta.glob<Module>('./**/*.stories.tsx', { eager: true });

const views = Object.entries(viewModules).map(([path, module]) => {
  const name = path
    .split('/')
    .pop()!
    .replace(/\.tsx$/, '');
  const statusesKey = Object.keys(module).find((key) => key.endsWith('ViewStatuses'));
  return {
    path,
    name,
    component: module[name],
    statusesKey,
    statuses: statusesKey ? (module[statusesKey] as readonly string[]) : [],
  };
});

describe('story coverage', () => {
  it('finds the Views', () => {
    expect(views.map((view) => view.name).sort()).toEqual(
      expect.arrayContaining([
        'EnterCodeView',
        'ErrorView',
        'LandingView',
        'LoadingView',
        'CreateWalletView',
        'WalletCreatedView',
        'SignMessageView',
        'RecoveryAutomaticView',
      ]),
    );
  });

  describe.each(views)('$name', ({ path, name, component, statusesKey, statuses }) => {
    it('exports its component and its statuses list', () => {
      expect(component, `${path} must export a component named ${name}`).toBeTypeOf('function');
      expect(
        statusesKey,
        `${path} must export a \`${name[0]!.toLowerCase()}${name.slice(1)}Statuses\` list`,
      ).toBeDefined();
      expect(statuses.length).toBeGreaterThan(0);
    });

    it('has a story for every status', () => {
      const files = Object.entries(storyModules).filter(
        ([, module]) => (module.default as { component?: unknown } | undefined)?.component === component,
      );
      expect(files.length, `no stories file in stories/ has \`component: ${name}\``).toBeGreaterThan(0);

      const covered = new Map<string, string>();
      for (const [file, module] of files) {
        const stories = composeStories(module as Parameters<typeof composeStories>[0]);
        for (const [storyName, Story] of Object.entries(stories)) {
          render(createElement(Story as ComponentType));
          const shown = document.querySelectorAll('[data-screen]');
          const status = shown.length === 1 ? shown[0]!.getAttribute('data-status') : null;
          if (status && !covered.has(status)) covered.set(status, `${file} ${storyName}`);
          cleanup();
        }
      }
      for (const status of statuses) {
        expect(covered.has(status), `${name}: no story shows status '${status}' (${statusesKey} in ${path})`).toBe(
          true,
        );
      }
    });
  });
});
