import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as EnterCode from '../screens/email/EnterCode.stories.tsx';
import { StateGrid, shownStories } from './StateGrid.tsx';

describe('StateGrid', () => {
  it('shows every story of the file except the ones that pin a theme (the AllStates grid)', () => {
    expect(shownStories(EnterCode).map((story) => story.exportName)).toEqual([
      'AwaitingCodeInput',
      'SendingCode',
      'SubmittingCode',
      'WrongCode',
      'CodeUnconfirmed',
      'Done',
      'CodeSent',
      'PastingACodeFillsTheBoxes',
      'NonNumericInputIsRefused',
      'BackspaceMovesBack',
    ]);
  });

  it("keeps the source order Storybook's CSF plugin records (a browser's module namespace is sorted)", () => {
    const inBrowser = { ...EnterCode, __namedExportsOrder: ['Done', 'AllStates', 'WrongCode'] };
    expect(shownStories(inBrowser).map((story) => story.exportName)).toEqual(['Done', 'WrongCode']);
  });

  it('renders each story twice, in a light and then a dark Foyer root, through the project decorators', () => {
    const { container } = render(<StateGrid of={EnterCode} />);
    expect(screen.getByRole('region', { name: 'Screens/Email/EnterCode' })).toBeTruthy();
    const figures = container.querySelectorAll('figure');
    expect(figures).toHaveLength(shownStories(EnterCode).length);
    for (const figure of figures) {
      const roots = figure.querySelectorAll('[data-slot="story-root"]');
      expect([...roots].map((root) => root.getAttribute('data-foyer-theme'))).toEqual(['light', 'dark']);
      for (const root of roots) expect(root.querySelectorAll('[data-screen]')).toHaveLength(1);
    }
  });

  it('shows the state of each story, its name, a link to it and whether it is an interaction story', () => {
    const { container } = render(<StateGrid of={EnterCode} />);
    const wrong = container.querySelector('figure[data-story="WrongCode"]') as HTMLElement;
    expect(within(wrong).getByRole('link', { name: 'Wrong Code' }).getAttribute('href')).toBe(
      './?path=/story/screens-email-entercode--wrong-code',
    );
    expect(wrong.querySelectorAll('[data-screen][data-status="error"]')).toHaveLength(2);
    const pasting = container.querySelector('figure[data-story="PastingACodeFillsTheBoxes"]') as HTMLElement;
    expect(pasting.querySelector('figcaption')?.textContent).toContain('interaction story, shown before it runs');
    expect(wrong.querySelector('figcaption')?.textContent).not.toContain('interaction');
  });

  it('is a static gallery: nothing in it takes focus (the screens autofocus their first field)', () => {
    const { container } = render(<StateGrid of={EnterCode} />);
    for (const themes of container.querySelectorAll('.foyer-state-grid__themes'))
      expect(themes.hasAttribute('inert')).toBe(true);
  });
});
