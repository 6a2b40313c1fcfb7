import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import { appConfigAtom, type FoyerStore, userAtom } from '../../core/store/atoms.ts';
import { getWalletService } from '../embedded/getWalletService.ts';
import type { WalletService } from '../embedded/walletService.ts';
import {
  initialMfaEnrollmentSnapshot,
  type MfaEnrollmentEffect,
  type MfaEnrollmentEvent,
  type MfaEnrollmentFacts,
  type MfaEnrollmentSnapshot,
  mfaEnrollmentMachine,
  noUser,
} from './enrollment.machine.ts';

export interface MfaEnrollmentCommands {
  /** Texts an enrollment code to `phoneNumber` (after an MFA verification when the user has a method). */
  initEnrollmentWithSms(options: { phoneNumber: string }): Promise<MfaEnrollmentSnapshot>;
  /** Makes an authenticator-app secret: `state.totp` holds it and its `otpauth://` URI for the QR. */
  initEnrollmentWithTotp(): Promise<MfaEnrollmentSnapshot>;
  submitEnrollmentWithSms(options: { mfaCode: string; phoneNumber?: string }): Promise<MfaEnrollmentSnapshot>;
  submitEnrollmentWithTotp(options: { mfaCode: string }): Promise<MfaEnrollmentSnapshot>;
  /** Enrolls these linked passkeys as MFA (`removeForLogin`: they stop being login methods). */
  submitEnrollmentWithPasskey(
    options: { credentialIds: readonly string[] },
    settings?: { removeForLogin?: boolean },
  ): Promise<MfaEnrollmentSnapshot>;
  unenrollWithSms(): Promise<MfaEnrollmentSnapshot>;
  unenrollWithTotp(): Promise<MfaEnrollmentSnapshot>;
  /** Removes passkey MFA (`removeForLogin`, default the app's `passkeys.shouldUnlinkOnUnenrollMfa`, true: unlinks them too). */
  unenrollWithPasskey(settings?: { removeForLogin?: boolean }): Promise<MfaEnrollmentSnapshot>;
  reset(): void;
}

export interface MfaEnrollmentFlow
  extends Flow<MfaEnrollmentSnapshot, MfaEnrollmentEvent, ActionCallbacks<MfaEnrollmentSnapshot['result']>> {
  commands: MfaEnrollmentCommands;
}

export function mfaEnrollmentFacts(store: FoyerStore): MfaEnrollmentFacts {
  const user = store.get(userAtom);
  const accounts = user?.linkedAccounts ?? [];
  return {
    authenticated: user !== null,
    enrolled: user?.mfaMethods ?? [],
    offered: store.get(appConfigAtom)?.mfa.methods ?? [],
    smsLogin: accounts.some((account) => account.type === 'phone'),
    passkeys: accounts.flatMap((account) => (account.type === 'passkey' ? [account.credentialId] : [])),
  };
}

async function run(service: WalletService, effect: MfaEnrollmentEffect, signal: AbortSignal): Promise<void> {
  switch (effect.type) {
    case 'init':
    case 'passkey':
      if (effect.verifyFirst) await service.mfa('privy:mfa:verify', {}, signal, { always: true });
      if (effect.type === 'passkey') {
        await service.mfa(
          'privy:mfa:submit-enrollment',
          { method: 'passkey', credentialIds: effect.credentialIds, removeForLogin: effect.removeForLogin },
          signal,
        );
      }
      return;
    case 'submit':
      await service.mfa('privy:mfa:submit-enrollment', effect, signal);
      return;
    case 'unenroll':
      if (effect.method !== 'passkey') {
        await service.mfa('privy:mfa:unenroll', { method: effect.method }, signal, { always: true });
        return;
      }
      await service.mfa('privy:mfa:verify', {}, signal, { always: true });
      await service.mfa(
        'privy:mfa:submit-enrollment',
        { method: 'passkey', credentialIds: [], removeForLogin: effect.removeForLogin },
        signal,
      );
      return;
  }
}

/** Enrolling and removing MFA methods, through the wallet iframe (`privy:mfa:*`); one change at a time. */
export function createMfaEnrollmentFlow(core: FoyerCore): MfaEnrollmentFlow {
  const flow = createFlow<
    MfaEnrollmentSnapshot,
    MfaEnrollmentEvent,
    MfaEnrollmentEffect,
    ActionCallbacks<MfaEnrollmentSnapshot['result']>
  >(core, {
    initial: initialMfaEnrollmentSnapshot,
    machine: mfaEnrollmentMachine,
    failed: (_effect, error) => ({ type: 'failed', error }),
    async run(effect, { signal }) {
      const service = await getWalletService(core);
      await run(service, effect, signal);
      if (effect.type === 'init') {
        const answer = await service.mfa(
          'privy:mfa:init-enrollment',
          effect.method === 'sms' ? { method: 'sms', phoneNumber: effect.phoneNumber } : { method: 'totp' },
          signal,
        );
        const totp = answer.secret && answer.authUrl ? { secret: answer.secret, authUrl: answer.authUrl } : null;
        return { type: 'initialized', totp };
      }
      const user = await core.session.refreshUser();
      if (!user) throw noUser();
      return { type: 'settled', user };
    },
  });
  const facts = () => mfaEnrollmentFacts(core.store);
  const removeForLogin = (given: boolean | undefined) =>
    given ?? core.store.get(appConfigAtom)?.local.passkeys?.shouldUnlinkOnUnenrollMfa ?? true;
  const commands: MfaEnrollmentCommands = {
    initEnrollmentWithSms: ({ phoneNumber }) => flow.send({ type: 'init', method: 'sms', phoneNumber, facts: facts() }),
    initEnrollmentWithTotp: () => flow.send({ type: 'init', method: 'totp', facts: facts() }),
    submitEnrollmentWithSms: ({ mfaCode, phoneNumber }) =>
      flow.send({ type: 'submit', method: 'sms', code: mfaCode, phoneNumber }),
    submitEnrollmentWithTotp: ({ mfaCode }) => flow.send({ type: 'submit', method: 'totp', code: mfaCode }),
    submitEnrollmentWithPasskey: ({ credentialIds }, settings = {}) =>
      flow.send({
        type: 'enroll-passkey',
        credentialIds,
        removeForLogin: settings.removeForLogin ?? false,
        facts: facts(),
      }),
    unenrollWithSms: () => flow.send({ type: 'unenroll', method: 'sms', removeForLogin: false, facts: facts() }),
    unenrollWithTotp: () => flow.send({ type: 'unenroll', method: 'totp', removeForLogin: false, facts: facts() }),
    unenrollWithPasskey: (settings = {}) =>
      flow.send({
        type: 'unenroll',
        method: 'passkey',
        removeForLogin: removeForLogin(settings.removeForLogin),
        facts: facts(),
      }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}

const enrollmentKey = Symbol('mfa-enrollment');

/**
 * The core's one enrollment flow: every `useMfaEnrollment` shares it, so the modal's enrollment
 * screens (the QR, then the code) see the same run. A logout resets it.
 */
export function getMfaEnrollmentFlow(core: FoyerCore): MfaEnrollmentFlow {
  return core.memo(enrollmentKey, () => {
    const flow = createMfaEnrollmentFlow(core);
    flow.start();
    return flow;
  });
}
