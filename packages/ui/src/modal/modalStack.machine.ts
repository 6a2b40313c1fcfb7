/** The screens of this slice. Loading is not a screen of the stack: it shows until the kit is ready. */
export const modalScreens = ['landing', 'enter-code', 'error'] as const;
export type ModalScreen = (typeof modalScreens)[number];

/** Spec §2: the modal keeps a current screen and a last screen, with navigate, back and reset. */
export interface ModalStack {
  readonly current: ModalScreen;
  /** The screen `back` returns to, or null at the bottom of the stack. */
  readonly last: ModalScreen | null;
  /** Screens below the current one, oldest first; `last` is its top. */
  readonly history: readonly ModalScreen[];
}

export type ModalStackEvent =
  /** Go to a screen; `replace` swaps the current screen instead of stacking on it. */
  | { type: 'navigate'; screen: ModalScreen; replace?: boolean }
  | { type: 'back' }
  | { type: 'reset'; screen?: ModalScreen };

export function initialModalStack(screen: ModalScreen = 'landing'): ModalStack {
  return { current: screen, last: null, history: [] };
}

function stackOf(current: ModalScreen, history: readonly ModalScreen[]): ModalStack {
  return { current, last: history.at(-1) ?? null, history };
}

/** Pure transition of the screen stack. Unchanged input comes back as the same object. */
export function modalStackMachine(stack: ModalStack, event: ModalStackEvent): ModalStack {
  switch (event.type) {
    case 'navigate':
      if (event.screen === stack.current) return stack;
      return event.replace
        ? stackOf(event.screen, stack.history)
        : stackOf(event.screen, [...stack.history, stack.current]);
    case 'back': {
      const previous = stack.history.at(-1);
      return previous === undefined ? stack : stackOf(previous, stack.history.slice(0, -1));
    }
    case 'reset':
      return initialModalStack(event.screen);
  }
}
