import { describe, expect, it } from 'vitest';
import { accentForeground, contrastRatio, MIN_TEXT_CONTRAST } from '../../ui/src/theme/accent.ts';
import { initialLook } from './pageTheme.ts';
import { accents } from './ThemeControls.ts';

describe("the demo's accents", () => {
  it.each(accents.map((accent) => [accent.name, accent] as const))(
    '%s carries the text colour the modal gives it, at WCAG AA',
    (_, { color, text }) => {
      expect(text).toBe(accentForeground(color));
      expect(contrastRatio(color, text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it('the page starts on the first', () => {
    expect(initialLook.accentColor).toBe(accents[0]!.color);
  });
});
