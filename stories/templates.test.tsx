import { screenTemplates } from '@foyer/ui/primitives';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.tsx';
import { ScreenFrame } from '../packages/ui/src/modal/ScreenHost.tsx';

/**
 * Every screen is one of the templates (`@foyer/ui/primitives`), and a terminal screen offers no
 * Back: each story of each View is rendered under the modal's header, with a screen to go back to.
 */
setProjectAnnotations(preview);

type Module = Record<string, unknown>;

const viewModules = import.meta.glob<Module>('../packages/ui/src/**/*View.tsx', { eager: true });
const storyModules = import.meta.glob<Module>('./**/*.stories.tsx', { eager: true });
const views = new Set(
  Object.entries(viewModules).map(
    ([path, module]) =>
      module[
        path
          .split('/')
          .pop()!
          .replace(/\.tsx$/, '')
      ],
  ),
);
const stories = Object.entries(storyModules)
  .filter(([, module]) => views.has((module.default as { component?: unknown } | undefined)?.component))
  .flatMap(([file, module]) =>
    Object.entries(composeStories(module as Parameters<typeof composeStories>[0])).map(
      ([name, Story]) => [`${file.replace(/^\.\/screens\//, '')} ${name}`, Story as ComponentType] as const,
    ),
  );

/** The statuses that end a flow ('*': all of the screen's): a success, a final error, a policy refusal. */
const terminal: Record<string, readonly string[]> = {
  'oauth-status': ['success'],
  'cross-app-status': ['success'],
  'passkey-status': ['success'],
  captcha: ['success', 'blocked'],
  telegram: ['success'],
  'wallet-connect': ['success', 'unable'],
  'solana-sign-in': ['success'],
  'enter-code': ['done'],
  terms: ['done'],
  'account-transfer': ['success'],
  'recovery-automatic': ['success'],
  'wallet-created': ['created', 'failed'],
  'create-wallet': ['error'],
  'sign-message': ['success'],
  'sign-transaction': ['success'],
  'sign-raw-hash': ['success'],
  'sign-authorization': ['success'],
  'sign-wallet-api-request': ['success'],
  'delegated-actions-consent': ['success', 'error'],
  'revoke-delegation': ['success', 'error'],
  'sign-solana-transaction': ['success'],
  error: ['*'],
  'user-limit': ['*'],
  'account-not-found': ['*'],
  allowlist: ['*'],
  'in-app-browser': ['*'],
};

const isTerminal = (name: string, status: string) =>
  terminal[name]?.includes('*') === true || terminal[name]?.includes(status) === true;

describe('screen templates', () => {
  it('finds the stories of the Views', () => {
    expect(stories.length).toBeGreaterThan(100);
  });

  it.each(stories)(
    '%s: every screen it shows is a template, and Back only where the screen is not an end',
    (_, Story) => {
      render(
        <ScreenFrame onBack={() => {}}>
          <Story />
        </ScreenFrame>,
      );
      const roots = [...document.querySelectorAll('[data-screen]')];
      for (const root of roots) {
        expect(screenTemplates, `${root.getAttribute('data-screen')} is not built on a template`).toContain(
          root.getAttribute('data-template'),
        );
      }
      // One screen (grids of every state are not under one header).
      if (roots.length === 1) {
        const name = roots[0]!.getAttribute('data-screen')!;
        const status = roots[0]!.getAttribute('data-status')!;
        const header = document.querySelector<HTMLElement>('[data-slot="modal-header"]')!;
        const back = within(header).queryByRole('button', { name: 'Back', hidden: true });
        if (isTerminal(name, status)) expect(back, `${name} '${status}' is terminal: no Back`).toBeNull();
        if (roots[0]!.getAttribute('data-tone') === 'pending')
          expect(back, `${name} '${status}' keeps Back`).not.toBeNull();
      }
      cleanup();
    },
  );
});
