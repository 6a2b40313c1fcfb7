import { type EmailLoginSnapshot, ErrorCode, type FoyerErrorCode } from '@foyer/headless';
import type { ModalEvent } from './modal.machine.ts';
import type { ModalScreen } from './modalStack.machine.ts';

/** Errors shown on the screen that raised them (spec §8); every other one goes to the error screen. */
const inlineErrors: Record<'send' | 'submit', ReadonlySet<FoyerErrorCode>> = {
  send: new Set([ErrorCode.INVALID_EMAIL, ErrorCode.DISALLOWED_PLUS_EMAIL]),
  submit: new Set([ErrorCode.INVALID_CREDENTIALS, ErrorCode.INVALID_CODE]),
};

/** True when the e-mail flow's error belongs inline (landing or code screen), not on the error screen. */
export function isInlineEmailError(state: EmailLoginSnapshot): boolean {
  return state.status === 'error' && inlineErrors[state.failedStep].has(state.error.code);
}

/**
 * Where the e-mail flow's state takes the modal (spec §4 'Phone and e-mail login'): a sent code
 * moves from the landing screen to the code screen; an error that is not inline opens the error
 * screen. Null: stay.
 */
export function routeEmailLogin(state: EmailLoginSnapshot, current: ModalScreen): ModalEvent | null {
  if (state.status === 'awaiting-code-input' && current === 'landing') {
    return { type: 'navigate', screen: 'enter-code' };
  }
  if (state.status === 'error' && current !== 'error' && !isInlineEmailError(state)) {
    return { type: 'fail', error: state.error };
  }
  return null;
}
