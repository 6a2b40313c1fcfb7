import type { FoyerError } from '@foyer/headless';
import type { IntentOutcome, IntentResult, ModalIntent } from './intents.ts';
import { initialModalStack, type ModalStack, type ModalStackEvent, modalStackMachine } from './modalStack.machine.ts';

export interface ModalState {
  open: boolean;
  /** Bumped for every fresh run: the connected screens (and their e-mail flow) remount on it. */
  session: number;
  /** The running intent; kept after close (the closing frame still renders) until `reset`. */
  intent: ModalIntent | null;
  outcome: IntentOutcome | null;
  stack: ModalStack;
}

export const initialModalState: ModalState = {
  open: false,
  session: 0,
  intent: null,
  outcome: null,
  stack: initialModalStack(),
};

export type ModalEvent =
  | { type: 'open'; intent: ModalIntent }
  | { type: 'close' }
  /** 500 ms after close: drop the intent, the stack and the flow. */
  | { type: 'reset' }
  | { type: 'complete'; result: IntentResult }
  /** An error for the error screen: it becomes the outcome and the screen shows. */
  | { type: 'fail'; error: FoyerError }
  /** From the error screen: start again from the landing screen. */
  | { type: 'retry' }
  | Extract<ModalStackEvent, { type: 'navigate' | 'back' }>;

export type ModalEffect = { type: 'settle'; intent: ModalIntent; outcome: IntentOutcome | null };

export interface ModalTransition {
  state: ModalState;
  effects: ModalEffect[];
}

/** A transition without effects (the state itself may be unchanged). */
const to = (state: ModalState): ModalTransition => ({ state, effects: [] });

/** Pure: open/close, the intent and its outcome, the screen stack. Callbacks are returned as effects. */
export function modalMachine(state: ModalState, event: ModalEvent): ModalTransition {
  switch (event.type) {
    case 'open':
      if (state.open) return to(state);
      return to({
        open: true,
        session: state.session + 1,
        intent: event.intent,
        outcome: null,
        stack: initialModalStack(),
      });
    case 'close':
      if (!state.open) return to(state);
      return {
        state: { ...state, open: false },
        effects: state.intent ? [{ type: 'settle', intent: state.intent, outcome: state.outcome }] : [],
      };
    case 'reset':
      if (state.open || state.intent === null) return to(state);
      return to({ ...initialModalState, session: state.session + 1 });
    case 'complete':
      if (!state.open) return to(state);
      return to({ ...state, outcome: { type: 'complete', result: event.result } });
    case 'fail':
      if (!state.open) return to(state);
      return to({
        ...state,
        outcome: { type: 'error', error: event.error },
        stack: modalStackMachine(state.stack, { type: 'navigate', screen: 'error' }),
      });
    case 'retry':
      if (!state.open) return to(state);
      return to({ ...state, outcome: null, stack: initialModalStack() });
    case 'navigate':
    case 'back': {
      if (!state.open) return to(state);
      const stack = modalStackMachine(state.stack, event);
      return to(stack === state.stack ? state : { ...state, stack });
    }
  }
}
