import type { CSSProperties } from 'react';
import type { ProviderIcons } from '../brand/BrandMark.tsx';
import type { AppearanceElements } from '../primitives/slots.ts';

/**
 * Tokens, in the manner of Clerk's `appearance.variables`: each sets `--foyer-*` variables on the
 * modal's root through React's `style` prop (CSSOM: allowed under a strict CSP; no `<style>`).
 * Set there, they apply to both themes.
 */
export interface AppearanceVariables {
  /** The accent, a #rgb or #rrggbb colour: like `accentColor` (which it wins over), its text picked for contrast. */
  colorPrimary?: string;
  /** Text on the accent; default: picked for at least 4.5:1 against `colorPrimary`. */
  colorTextOnPrimaryBackground?: string;
  colorBackground?: string;
  colorText?: string;
  colorTextSecondary?: string;
  /** Icon discs, hovered and disabled buttons. */
  colorMuted?: string;
  colorDanger?: string;
  colorSuccess?: string;
  colorBorder?: string;
  /** Field and code box borders. */
  colorInputBorder?: string;
  /** The panel's radius (CSS length); buttons and fields get 5/8 of it. */
  borderRadius?: string;
  fontFamily?: string;
}

/**
 * `appearance` of `<FoyerModal>`: tokens, extra class names per `data-slot` (merged with
 * tailwind-merge), and marks of your own in place of the providers' and wallets' marks.
 */
export interface Appearance {
  variables?: AppearanceVariables;
  elements?: AppearanceElements;
  /**
   * Per provider (`google`, …, `telegram`, `farcaster`) or wallet (`metamask`, `coinbase_wallet`,
   * `rainbow`, `phantom`, `wallet_connect`): a node shown instead of its mark (sized by the row, hidden
   * from assistive technology like the mark), or `null` for none.
   */
  providerIcons?: ProviderIcons;
}

const cssVariables = {
  colorTextOnPrimaryBackground: '--foyer-primary-foreground',
  colorBackground: '--foyer-background',
  colorText: '--foyer-foreground',
  colorTextSecondary: '--foyer-muted-foreground',
  colorMuted: '--foyer-muted',
  colorDanger: '--foyer-destructive',
  colorSuccess: '--foyer-success',
  colorBorder: '--foyer-border',
  colorInputBorder: '--foyer-input',
  borderRadius: '--foyer-radius',
  fontFamily: '--foyer-font',
} as const satisfies Record<Exclude<keyof AppearanceVariables, 'colorPrimary'>, `--foyer-${string}`>;

/** The `--foyer-*` variables for `variables` (`colorPrimary` goes through the accent, see ModalRoot). */
export function appearanceStyle(variables: AppearanceVariables | undefined): CSSProperties {
  const style: Record<string, string> = {};
  if (!variables) return style;
  for (const [name, cssVariable] of Object.entries(cssVariables)) {
    const value = variables[name as keyof typeof cssVariables];
    if (value) style[cssVariable] = value;
  }
  if (variables.borderRadius) style['--foyer-radius-sm'] = `calc(${variables.borderRadius} * 0.625)`;
  return style;
}
