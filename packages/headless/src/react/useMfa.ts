'use client';
import { useAtomValue } from 'jotai/react';
import { useEffect, useRef, useState } from 'react';
import type { MfaMethod } from '../core/api/wire.ts';
import type { ActionCallbacks } from '../core/flow/types.ts';
import { userAtom } from '../core/store/atoms.ts';
import type { User } from '../core/user.ts';
import type { MfaChallengeSnapshot } from '../wallets/mfa/challenge.machine.ts';
import { getMfaEnrollmentFlow, type MfaEnrollmentCommands } from '../wallets/mfa/enrollment.flow.ts';
import type { MfaEnrollmentSnapshot } from '../wallets/mfa/enrollment.machine.ts';
import { getMfaGate, type MfaChallengeCommands, type MfaRequiredListener } from '../wallets/mfa/mfaGate.ts';
import { useFoyerCore } from './context.ts';
import { coreOwned, type FlowHook, useFlow } from './useFlow.ts';

const noMethods: readonly MfaMethod[] = [];

export type UseMfaParameters = ActionCallbacks<true>;
export type UseMfaReturnType = FlowHook<MfaChallengeSnapshot, MfaChallengeCommands, ActionCallbacks<true>, 'submit'> & {
  /** The user's enrolled MFA methods. */
  mfaMethods: readonly MfaMethod[];
};

/**
 * The MFA verification a wallet request waits for (spec §4 'MFA verification modal'): `state` is
 * the challenge (`initial` when none: `required`, `sending-code`, `verifying`, `done`, `error`),
 * `init(method)` picks a method (SMS texts a code, a passkey opens the browser's prompt),
 * `submit(method, code)` sends the 6-digit code and resolves once the request went through or the
 * code was refused (`state.codeError`; the 4th wrong code ends it), `cancel()` gives up.
 */
export function useMfa(params: UseMfaParameters = {}): UseMfaReturnType {
  const core = useFoyerCore();
  const user = useAtomValue(userAtom, { store: core.store });
  // The core's one gate: this component neither starts nor stops its challenge.
  const [view] = useState(() => coreOwned(getMfaGate(core).flow));
  const hook = useFlow(view, params, { finishing: ['submit'] });
  return { ...hook, mfaMethods: user?.mfaMethods ?? noMethods };
}

export interface UseRegisterMfaListenerParameters {
  /** Called when a wallet request waits for MFA: show your verification UI (`useMfa`). */
  onMfaRequired: MfaRequiredListener;
}

/**
 * Makes the app's own UI the MFA prompt of wallet requests while mounted: the kit's modal then stays
 * out of the way, and `onMfaRequired({ mfaMethods })` is called for each challenge.
 */
export function useRegisterMfaListener({ onMfaRequired }: UseRegisterMfaListenerParameters): void {
  const core = useFoyerCore();
  const latest = useRef(onMfaRequired);
  useEffect(() => {
    latest.current = onMfaRequired;
  });
  useEffect(() => getMfaGate(core).listen((event) => latest.current(event)), [core]);
}

export type UseMfaEnrollmentParameters = ActionCallbacks<User>;
export type UseMfaEnrollmentReturnType = FlowHook<
  MfaEnrollmentSnapshot,
  MfaEnrollmentCommands,
  ActionCallbacks<User>,
  | 'submitEnrollmentWithSms'
  | 'submitEnrollmentWithTotp'
  | 'submitEnrollmentWithPasskey'
  | 'unenrollWithSms'
  | 'unenrollWithTotp'
  | 'unenrollWithPasskey',
  'initEnrollmentWithSms' | 'initEnrollmentWithTotp'
>;

/**
 * Enrolls and removes the user's MFA methods (reference §3.9): `initEnrollmentWithSms({ phoneNumber })`
 * then `submitEnrollmentWithSms({ mfaCode })`; `initEnrollmentWithTotp()` (`state.totp`: the secret
 * and the `otpauth://` URI to show as a QR) then `submitEnrollmentWithTotp({ mfaCode })`;
 * `submitEnrollmentWithPasskey({ credentialIds })`; `unenrollWith…()`. A user who already has a
 * method verifies MFA first (the challenge `useMfa` shows). `done` holds the user afterwards.
 */
export function useMfaEnrollment(params: UseMfaEnrollmentParameters = {}): UseMfaEnrollmentReturnType {
  const core = useFoyerCore();
  // The core's one enrollment: this component neither starts nor stops it.
  const [flow] = useState(() => coreOwned(getMfaEnrollmentFlow(core)));
  return useFlow(flow, params as ActionCallbacks<MfaEnrollmentSnapshot['result']>, {
    finishing: [
      'submitEnrollmentWithSms',
      'submitEnrollmentWithTotp',
      'submitEnrollmentWithPasskey',
      'unenrollWithSms',
      'unenrollWithTotp',
      'unenrollWithPasskey',
    ],
    steps: ['initEnrollmentWithSms', 'initEnrollmentWithTotp'],
  }) as UseMfaEnrollmentReturnType;
}
