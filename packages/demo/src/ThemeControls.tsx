import { useEffect } from 'react';
import type { Accent, Look, ThemeSetting } from './pageTheme.tsx';

const settings: { value: ThemeSetting; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/**
 * The accents on offer, each with the text colour that goes on it: the one `@foyer/ui`'s
 * `accentForeground()` picks for the modal, so the page's buttons read as the modal's do (WCAG AA,
 * 4.5:1 or more: ThemeControls.test.ts checks both).
 */
export const accents: (Accent & { name: string })[] = [
  { name: 'Indigo', color: '#4f46e5', text: '#ffffff' },
  { name: 'Teal', color: '#0e7490', text: '#ffffff' },
  { name: 'Rose', color: '#e11d48', text: '#ffffff' },
  { name: 'Amber', color: '#d97706', text: '#111114' },
  { name: 'Green', color: '#15803d', text: '#ffffff' },
];

/**
 * Puts the look on the page's `[data-foyer-root]` (index.html), whose tokens the page's own
 * components use: the theme (System follows the device, live) and the accent's variables, set
 * through the CSSOM as the kit does (no inline styles: the page runs under a strict CSP).
 */
function useLookOnPage({ theme, accent }: Look) {
  useEffect(() => {
    const page = document.getElementById('page');
    if (!page) return;
    page.style.setProperty('--foyer-accent', accent.color);
    page.style.setProperty('--foyer-accent-foreground', accent.text);
    const dark = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () => {
      page.dataset.foyerTheme = theme === 'system' ? (dark.matches ? 'dark' : 'light') : theme;
    };
    apply();
    dark.addEventListener('change', apply);
    return () => dark.removeEventListener('change', apply);
  }, [theme, accent.color, accent.text]);
}

/**
 * The theme switch and the accent picker: two radio groups (arrow keys move within each). Loaded
 * after the page, so its startup JS carries only the look's state; the modal gets the same look
 * through its `theme` and `accentColor` props.
 */
export default function ThemeControls({ look, onChange }: { look: Look; onChange: (look: Look) => void }) {
  useLookOnPage(look);
  return (
    <>
      <fieldset className="segmented">
        <legend className="sr-only">Theme</legend>
        {settings.map(({ value, label }) => (
          <label key={value}>
            <input
              type="radio"
              name="theme"
              checked={look.theme === value}
              onChange={() => onChange({ ...look, theme: value })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="swatches">
        <legend className="sr-only">Accent colour</legend>
        {accents.map(({ name, color, text }) => (
          <label key={name} title={name} style={{ background: color }}>
            <input
              type="radio"
              name="accent"
              aria-label={name}
              checked={look.accent.color === color}
              onChange={() => onChange({ ...look, accent: { color, text } })}
            />
          </label>
        ))}
      </fieldset>
    </>
  );
}
