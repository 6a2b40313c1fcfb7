import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as EnterCode from '../screens/email/EnterCode.stories.tsx';
import { areaStories, FamilyReview } from './FamilyReview.tsx';
import { StateGrid, shownStories } from './StateGrid.tsx';
import { screenFamilies } from './screenFamilies.ts';

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

  it('renders each story four times: at phone and desktop width, each in a light and then a dark Foyer root', () => {
    const { container } = render(<StateGrid of={EnterCode} />);
    expect(screen.getByRole('region', { name: 'Screens/Email/EnterCode' })).toBeTruthy();
    const figures = container.querySelectorAll('figure');
    expect(figures).toHaveLength(shownStories(EnterCode).length);
    for (const figure of figures) {
      const frames = [...figure.querySelectorAll<HTMLElement>('[data-review-width][data-review-theme]')].map((cell) => {
        const frame = cell.querySelector<HTMLElement>('.foyer-state-grid__frame');
        const root = frame?.querySelector('[data-slot="story-root"]');
        expect(root?.querySelectorAll('[data-screen]')).toHaveLength(1);
        return [cell.getAttribute('data-review-width'), root?.getAttribute('data-foyer-theme'), frame?.style.width];
      });
      expect(frames).toEqual([
        ['phone', 'light', '390px'],
        ['phone', 'dark', '390px'],
        ['desktop', 'light', '1024px'],
        ['desktop', 'dark', '1024px'],
      ]);
    }
  });

  it('shows the state of each story, its name, a link to it and whether it is an interaction story', () => {
    const { container } = render(<StateGrid of={EnterCode} />);
    const wrong = container.querySelector('figure[data-story="WrongCode"]') as HTMLElement;
    expect(within(wrong).getByRole('link', { name: 'Wrong Code' }).getAttribute('href')).toBe(
      './?path=/story/screens-email-entercode--wrong-code',
    );
    expect(wrong.querySelectorAll('[data-screen][data-status="error"]')).toHaveLength(4);
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

describe('FamilyReview', () => {
  it('shows each area of the family with its description, and a contact sheet per stories file of the area', () => {
    const { container } = render(<FamilyReview family="account" />);
    const sections = container.querySelectorAll('section[data-area]');
    expect([...sections].map((section) => section.getAttribute('data-area'))).toEqual(
      Object.keys(screenFamilies.account.areas),
    );
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account.textContent).toContain(screenFamilies.account.areas.account);
    expect(
      within(account)
        .getAllByRole('region')
        .map((grid) => grid.getAttribute('aria-label')),
    ).toEqual(areaStories('account').map(([, module]) => module.default?.title));
  });
});
