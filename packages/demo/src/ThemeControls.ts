import type { Look, ThemeSetting } from './pageTheme.ts';

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
export const accents: { name: string; color: string; text: string }[] = [
  { name: 'Indigo', color: '#4f46e5', text: '#ffffff' },
  { name: 'Teal', color: '#0e7490', text: '#ffffff' },
  { name: 'Rose', color: '#e11d48', text: '#ffffff' },
  { name: 'Amber', color: '#d97706', text: '#111114' },
  { name: 'Green', color: '#15803d', text: '#ffffff' },
];

/**
 * Puts `look` on the page's `[data-foyer-root]` (`#page`), whose tokens the page's own components
 * use: the theme (System: the device's, `dark` says which) and the accent's variables, set through
 * the CSSOM as the kit does (no inline styles: the page runs under a strict CSP).
 */
function putOnPage(page: HTMLElement, { theme, accentColor }: Look, dark: MediaQueryList) {
  page.style.setProperty('--foyer-accent', accentColor);
  page.style.setProperty('--foyer-accent-foreground', accents.find(({ color }) => color === accentColor)?.text ?? '');
  page.dataset.foyerTheme = theme === 'system' ? (dark.matches ? 'dark' : 'light') : theme;
}

/** A radio group: a fieldset with a visually hidden legend (arrow keys move within it). */
function group(className: string, legend: string, radios: HTMLLabelElement[]): HTMLFieldSetElement {
  const fieldset = document.createElement('fieldset');
  fieldset.className = className;
  const title = fieldset.appendChild(document.createElement('legend'));
  title.className = 'sr-only';
  title.textContent = legend;
  fieldset.append(...radios);
  return fieldset;
}

/** A radio in its label, in the group `name`, that calls `onPick` when the visitor picks it. */
function radio(name: string, checked: boolean, onPick: () => void, ariaLabel?: string): HTMLLabelElement {
  const label = document.createElement('label');
  const input = label.appendChild(document.createElement('input'));
  input.type = 'radio';
  input.name = name;
  input.checked = checked;
  if (ariaLabel) input.setAttribute('aria-label', ariaLabel);
  input.addEventListener('change', onPick);
  return label;
}

/**
 * The theme switch and the accent picker, in the header's slot (`#theme-controls`), starting on
 * `initial`; each look picked goes on the page (System following the device, live) and to
 * `onChange` (the default-modal page passes it to the modal's `theme` and `accentColor` props).
 * They show once the page is idle (at most a second later): never competing with a first click.
 */
export function mountThemeControls(initial: Look, onChange?: (look: Look) => void) {
  const mount = () => {
    const slot = document.getElementById('theme-controls');
    const page = document.getElementById('page');
    // Once: an effect may load them twice.
    if (!slot || !page || slot.hasChildNodes()) return;
    const dark = window.matchMedia('(prefers-color-scheme: dark)');
    let look = initial;
    const pick = (next: Look) => {
      look = next;
      putOnPage(page, look, dark);
      onChange?.(look);
    };
    putOnPage(page, look, dark);
    dark.addEventListener('change', () => putOnPage(page, look, dark));
    const themes = settings.map(({ value, label }) => {
      const control = radio('theme', look.theme === value, () => pick({ ...look, theme: value }));
      control.append(label);
      return control;
    });
    const swatches = accents.map(({ name, color }) => {
      const control = radio('accent', look.accentColor === color, () => pick({ ...look, accentColor: color }), name);
      control.title = name;
      control.style.background = color;
      return control;
    });
    slot.replaceChildren(group('segmented', 'Theme', themes), group('swatches', 'Accent colour', swatches));
  };
  if ('requestIdleCallback' in window) requestIdleCallback(mount, { timeout: 1_000 });
  else setTimeout(mount, 1);
}
