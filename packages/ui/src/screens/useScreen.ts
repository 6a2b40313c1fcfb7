'use client';
import type { FoyerError } from '@foyer/headless';
import { createContext, useContext } from 'react';
import type { AuthIntentResult, IntentResult, IntentType, LoginOptions } from '../intents.ts';
import type { ScreenId, ScreenParams } from './registry.ts';

/** `navigate(id)` for screens without params (or optional ones), `navigate(id, params)` otherwise. */
export type NavigateArgs<Id extends ScreenId> =
  undefined extends ScreenParams<Id> ? [params?: ScreenParams<Id>] : [params: ScreenParams<Id>];

/**
 * How long a screen's own success shows before the modal moves on (spec §9): `success` 1.4 s (a
 * signature, a recovery method), `wallet-created` 2.5 s, `account-transfer` 1 s, `funding` 4 s, `delegation` 2.5 s,
 * `farcaster-signer` 1.4 s. The modal owns the timers.
 */
export type SuccessHold =
  | 'success'
  | 'wallet-created'
  | 'account-transfer'
  | 'funding'
  | 'delegation'
  | 'farcaster-signer';

/**
 * What a screen may ask of the modal. Screens never import the modal: this API, from context, is
 * their only way to move on. Calls from a screen that is no longer the current one are ignored.
 */
export interface ScreenApi<Id extends ScreenId = ScreenId> {
  /** The params the screen was opened with. */
  params: ScreenParams<Id>;
  /** What the modal is open for (spec §1), with the opener's options. */
  intent: { type: IntentType; options: LoginOptions };
  /** Show another screen on top of this one (`back()` returns here). */
  navigate<Next extends ScreenId>(id: Next, ...params: NavigateArgs<Next>): void;
  /** Return to the previous screen. */
  back(): void;
  /** Replace this screen's params; `back()` to this screen shows them (e.g. the address typed). */
  setParams(params: ScreenParams<Id>): void;
  /** Start the intent over from its first screen (after an error). */
  restart(): void;
  /** Close the modal; the intent settles with what it has (an error, or the user exited). */
  close(): void;
  /** The intent succeeded: the after-login steps run, then the modal closes. */
  complete(result: AuthIntentResult): void;
  /**
   * An error for the error screen: it becomes the intent's outcome (and ends the after-login steps).
   * With `inPlace` the screen shows the error itself and stays.
   */
  fail(error: FoyerError, options?: { inPlace?: boolean }): void;
  /**
   * The screen did what the modal was opened for (a signature), or its after-login step, and shows
   * its own success: after `hold`, the next after-login step, else the modal closes.
   */
  finish(hold: SuccessHold, result?: IntentResult): void;
  /** Take away the user's way out (header close, Escape, click outside) while `locked`; a screen change gives it back. */
  lockClose(locked: boolean): void;
  /** Start loading a screen this one is likely to show, so it appears at once. */
  preload(id: ScreenId): void;
  /**
   * The header's Back asks `handler` first (a screen of several steps goes one step back); when it
   * returns false, Back returns to the previous screen. `null` removes it; a screen change too.
   */
  interceptBack(handler: (() => boolean) | null): void;
}

/** The current screen's API; the modal provides it. */
export const ScreenContext = createContext<(ScreenApi & { id: ScreenId }) | null>(null);

/** The screen API for the screen `id`. Throws when rendered as another screen or outside the modal. */
export function useScreen<Id extends ScreenId>(id: Id): ScreenApi<Id> {
  const api = useContext(ScreenContext);
  if (api?.id !== id) throw new Error(`[foyer] useScreen('${id}') is only available inside the modal's '${id}' screen`);
  return api as unknown as ScreenApi<Id>;
}
