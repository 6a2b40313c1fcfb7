export type ThemeSetting = 'light' | 'dark' | 'system';

/** The page's theme and accent (`#rrggbb`), as the visitor picks them in `ThemeControls`: the modal's props too. */
export interface Look {
  theme: ThemeSetting;
  accentColor: string;
}

/** System theme (the device's, followed live) and the first accent of `ThemeControls`' palette. */
export const initialLook: Look = { theme: 'system', accentColor: '#4f46e5' };

/**
 * Loads the theme switch and accent picker (`ThemeControls.ts`), which show in the header's slot once
 * the page is idle. `onChange` gets each look the visitor picks. Plain DOM that imports nothing: a
 * chunk that shares no module with the page (React), so none is split out of the page's entry.
 */
export function showThemeControls(onChange?: (look: Look) => void) {
  void import('./ThemeControls.ts').then((controls) => controls.mountThemeControls(initialLook, onChange));
}
