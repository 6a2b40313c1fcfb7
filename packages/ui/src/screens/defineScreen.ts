import type { ComponentType } from 'react';

/**
 * A screen of the modal: its id, how to load its component (`import()`, so each screen is its own
 * chunk, fetched when it is about to show) and how the modal frames it. `Params` is what
 * `navigate(id, params)` must pass; it is a type only.
 */
export interface ScreenDefinition<Id extends string = string, Params = unknown, ViewProps = unknown> {
  readonly id: Id;
  /**
   * The module whose default export is the screen's component (it takes no props: it reads the
   * screen API with `useScreen(id)`).
   */
  readonly load: () => Promise<{ default: ComponentType }>;
  /** Spec §2: full height (620 px) or compact (480 px). Default: compact. */
  readonly size: 'full' | 'compact';
  /** Offer the header's back button when there is a screen to go back to. Default: true. */
  readonly back: boolean;
  /** Phantom: the params type; never set at runtime. */
  readonly params?: Params;
  /** Phantom: the props of the screen's pure View, which a host's replacement receives; never set at runtime. */
  readonly viewProps?: ViewProps;
}

export interface ScreenOptions {
  size?: 'full' | 'compact';
  back?: boolean;
}

/**
 * Declares a screen. Curried so `Params` (what `navigate` passes) and `ViewProps` (the props of its
 * pure View, which `<FoyerModal screens>` replacements receive) are given while the id stays a
 * literal type:
 * `defineScreen<{ email: string }, EnterCodeViewProps>()('email/enter-code', () => import('./EnterCodeScreen.tsx'))`.
 */
export function defineScreen<Params, ViewProps>() {
  return <Id extends string>(
    id: Id,
    load: () => Promise<{ default: ComponentType }>,
    { size = 'compact', back = true }: ScreenOptions = {},
  ): ScreenDefinition<Id, Params, ViewProps> => ({ id, load, size, back });
}
