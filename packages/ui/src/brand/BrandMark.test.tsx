// Isolated: the first render loads a mark that no other file has loaded yet.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe.ts';
import '../testing/matchers.ts';
import { BrandMark, ProviderIconsContext } from './BrandMark.tsx';
import { brandMarkNames, loadBrandMark } from './brandMarks.ts';

const markOf = (container: HTMLElement, name: string) =>
  container.querySelector<SVGSVGElement>(`svg[data-brand-mark="${name}"][data-loaded]`);

describe('BrandMark', () => {
  it('loads a mark on first render (the first test: nothing is loaded yet), in an empty box of its size meanwhile', async () => {
    const { container } = render(<BrandMark name="linkedin" size={32} />);
    const box = container.querySelector('[data-brand-mark="linkedin"]');
    expect(box?.tagName).toBe('SPAN');
    expect(box).toHaveAttribute('style', 'width: 32px; height: 32px;');
    await screen.findByText((_, element) => element?.matches('svg[data-brand-mark="linkedin"][data-loaded]') ?? false);
  });

  it.each(brandMarkNames)("%s: its own mark's paths, decorative, no letter", async (name) => {
    const data = await loadBrandMark(name);
    const { container } = render(<BrandMark name={name} size={24} />);
    const svg = markOf(container, name);
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('viewBox', data.viewBox);
    expect(svg?.textContent).toBe('');
    expect([...(svg?.querySelectorAll('path') ?? [])].map((path) => path.getAttribute('d'))).toEqual(
      data.paths.map((path) => path.d),
    );
  });

  it('a one-colour mark carries its colour per theme; a monochrome one takes the text colour', async () => {
    await Promise.all([loadBrandMark('discord'), loadBrandMark('github'), loadBrandMark('spotify')]);
    const { container } = render(
      <>
        <BrandMark name="discord" />
        <BrandMark name="github" />
        <BrandMark name="spotify" />
      </>,
    );
    const colours = (name: string) => {
      const style = markOf(container, name)?.style;
      return [style?.getPropertyValue('--foyer-mark-light'), style?.getPropertyValue('--foyer-mark-dark')];
    };
    expect(colours('discord')).toEqual(['#5865f2', '#5865f2']);
    expect(colours('github')).toEqual(['', '']);
    // Spotify's green is under 3:1 on white: the text colour there, its green on the dark theme.
    expect(colours('spotify')).toEqual(['', '#1ed760']);
  });

  it("appearance.providerIcons: the host's node replaces the mark, null removes it", async () => {
    const { container } = render(
      <ProviderIconsContext value={{ github: <img src="data:image/png;base64,AA==" alt="" />, google: null }}>
        <BrandMark name="github" />
        <BrandMark name="google" />
        <BrandMark name="discord" />
      </ProviderIconsContext>,
    );
    const github = container.querySelector('[data-brand-mark="github"]');
    expect(github?.tagName).toBe('SPAN');
    expect(github).toHaveAttribute('aria-hidden', 'true');
    expect(github?.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,AA==');
    expect(container.querySelector('[data-brand-mark="google"]')?.childElementCount).toBe(0);
    await screen.findByText((_, element) => element?.matches('svg[data-brand-mark="discord"][data-loaded]') ?? false);
    expect(await axeViolations(container)).toEqual([]);
  });
});
