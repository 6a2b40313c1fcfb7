import { describe, expect, it } from 'vitest';
import { accentForeground, accentStyle, contrastRatio, MIN_TEXT_CONTRAST } from './accent.ts';

/** Every #rgb colour (4096), and a sweep of greys and mid-tones in #rrggbb. */
const spread = [
  ...Array.from({ length: 4096 }, (_, n) => `#${n.toString(16).padStart(3, '0')}`),
  ...Array.from({ length: 256 }, (_, n) => `#${n.toString(16).padStart(2, '0').repeat(3)}`),
  ...Array.from(
    { length: 256 },
    (_, n) => `#${n.toString(16).padStart(2, '0')}7f${(255 - n).toString(16).padStart(2, '0')}`,
  ),
];

describe('the text colour on an accent', () => {
  it(`contrasts at least ${MIN_TEXT_CONTRAST}:1 (WCAG AA) with every accent of a wide spread`, () => {
    const failing = spread.filter((accent) => contrastRatio(accent, accentForeground(accent)) < MIN_TEXT_CONTRAST);
    expect(failing).toEqual([]);
  });

  it("keeps white on dark accents and the theme's near-black on light ones", () => {
    expect(accentForeground('#4f46e5')).toBe('#ffffff');
    expect(accentForeground('#fde047')).toBe('#111114');
  });

  it('takes pure black on the mid-tones where neither reaches 4.5:1', () => {
    // #777: 4.48:1 on white, 4.21:1 on #111114; 4.69:1 on black.
    expect(accentForeground('#777777')).toBe('#000000');
    expect(contrastRatio('#777777', '#000000')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('ignores anything but #rgb and #rrggbb', () => {
    expect(accentStyle('red')).toEqual({});
    expect(accentStyle('url(javascript:alert(1))')).toEqual({});
    expect(accentStyle(' #0e7490 ')).toEqual({ '--foyer-accent': '#0e7490', '--foyer-accent-foreground': '#ffffff' });
  });
});
