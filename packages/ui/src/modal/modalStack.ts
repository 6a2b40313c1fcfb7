import type { ScreenId } from '../screens/registry.ts';

/** One screen on the stack. `key` is unique for the modal's lifetime: a new entry is a new mount. */
export interface ScreenEntry {
  readonly id: ScreenId;
  readonly params: unknown;
  readonly key: number;
}

/** Spec §2: the modal keeps a current screen and a last screen, with navigate, back and reset. */
export interface ModalStack {
  readonly current: ScreenEntry;
  /** Screens below the current one, oldest first: the last screen is its top. */
  readonly history: readonly ScreenEntry[];
}

/** A stack holding just `entry`. */
export const stackOf = (entry: ScreenEntry): ModalStack => ({ current: entry, history: [] });

/** `entry` on top of the current screen. */
export const push = (stack: ModalStack, entry: ScreenEntry): ModalStack => ({
  current: entry,
  history: [...stack.history, stack.current],
});

/** Back to the last screen; null at the bottom. */
export function pop(stack: ModalStack): ModalStack | null {
  const last = stack.history.at(-1);
  return last ? { current: last, history: stack.history.slice(0, -1) } : null;
}

/** The current screen with new params (same mount). */
export const withParams = (stack: ModalStack, params: unknown): ModalStack => ({
  ...stack,
  current: { ...stack.current, params },
});
