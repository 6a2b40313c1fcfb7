import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { checkIntent, type SessionFacts } from '../../core/flow/intent.ts';
import type { FlowIntent, FlowResult, Transition } from '../../core/flow/types.ts';

/** The guest login's states, in order. Stories and tests iterate over this list. */
export const guestLoginStatuses = ['initial', 'loading', 'done', 'error'] as const;
export type GuestLoginStatus = (typeof guestLoginStatuses)[number];

export type GuestLoginSnapshot =
  | { status: 'initial' | 'loading'; error: null; result: null }
  | { status: 'done'; error: null; result: FlowResult<'guest'> }
  | { status: 'error'; error: FoyerError; result: null };

/** What the machine is told about the world when a run starts. */
export interface GuestRunFacts {
  intent: FlowIntent;
  session: SessionFacts;
}

export type GuestLoginEvent =
  | { type: 'login'; facts: GuestRunFacts }
  | { type: 'authenticated'; result: FlowResult<'guest'> }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' };

export type GuestLoginEffect = { type: 'authenticate' };

export const initialGuestLoginSnapshot: GuestLoginSnapshot = { status: 'initial', error: null, result: null };

type Step = Transition<GuestLoginSnapshot, GuestLoginEffect>;
const stay = (snapshot: GuestLoginSnapshot): Step => ({ snapshot, effects: [] });
const fail = (error: FoyerError): Step => ({ snapshot: { status: 'error', error, result: null }, effects: [] });

/**
 * Spec §5 'Guest linking is unsupported', as `checkLink` (`core/accounts/linkRules.ts`) words it for
 * a signed-in user. Not called from here: `checkLink` would move the link rules into every page that
 * renders a login form, guest or not (startup JS).
 */
const guestLinkRefused = () => new FoyerError(ErrorCode.NOT_SUPPORTED, 'Linking is not supported for the guest flow');

/**
 * Pure transition. A guest login needs a visitor (`ALREADY_AUTHENTICATED`); a guest account is never
 * linked or updated: `MUST_BE_AUTHENTICATED` without a user, else `NOT_SUPPORTED`.
 */
export function guestLoginMachine(snapshot: GuestLoginSnapshot, event: GuestLoginEvent): Step {
  switch (event.type) {
    case 'login': {
      const { intent, session } = event.facts;
      const refused =
        checkIntent(intent === 'login' ? 'login' : 'link', session, 'guest') ??
        (intent === 'login' ? null : guestLinkRefused());
      if (refused) return fail(refused);
      return { snapshot: { status: 'loading', error: null, result: null }, effects: [{ type: 'authenticate' }] };
    }
    case 'authenticated':
      if (snapshot.status !== 'loading') return stay(snapshot);
      return { snapshot: { status: 'done', error: null, result: event.result }, effects: [] };
    case 'failed':
      return snapshot.status === 'loading' ? fail(event.error) : stay(snapshot);
    case 'reset':
      return stay(initialGuestLoginSnapshot);
  }
}
