import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

export type ThemeSetting = 'light' | 'dark' | 'system';

/** An accent colour (`#rrggbb`) and the text colour that goes on it. */
export interface Accent {
  color: string;
  text: string;
}

/** The page's theme and accent, as the visitor picks them in `ThemeControls`. */
export interface Look {
  theme: ThemeSetting;
  accent: Accent;
}

/** System theme (the device's, followed live) and the first accent of `ThemeControls`' palette. */
export const initialLook: Look = { theme: 'system', accent: { color: '#4f46e5', text: '#ffffff' } };

/** Renders `children` (the page's `ThemeControls`) into the header's slot of the page (index.html). */
export function ThemeSlot({ children }: { children: ReactNode }) {
  const slot = document.getElementById('theme-controls');
  return slot ? createPortal(children, slot) : null;
}
