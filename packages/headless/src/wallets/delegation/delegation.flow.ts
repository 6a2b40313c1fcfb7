import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { Flow } from '../../core/flow/createFlow.ts';
import { createOperation } from '../../core/flow/createOperation.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import { getWalletService } from '../embedded/getWalletService.ts';
import { walletFacts } from '../embedded/operation.ts';
import { embeddedWallets } from '../embedded/selectors.ts';
import type { EmbeddedWallet } from '../types.ts';
import {
  type AddSessionSignersOptions,
  type DelegateWalletOptions,
  type DelegationEffect,
  type DelegationEvent,
  type DelegationResult,
  type DelegationSnapshot,
  delegationMachine,
  initialDelegationSnapshot,
  type RootWallet,
} from './delegation.machine.ts';

export interface DelegatedActionsCommands {
  /**
   * Lets the app's server use the wallet while the user is away (spec §2 'Delegated access'): the
   * wallet iframe gives the provider's enclave a share of the key. A wallet already delegated is
   * done at once. `state.result.wallet` has its wallet-API `id`.
   */
  delegateWallet(options: DelegateWalletOptions): Promise<DelegationSnapshot>;
  /** Takes back every delegated wallet of the user: the enclave's share is deleted, the wallets' signers removed. */
  revokeWallets(): Promise<DelegationSnapshot>;
  reset(): void;
}

export interface SessionSignersCommands {
  /**
   * Lets the app's authorization keys (`signerId`: a key quorum id) sign for the wallet, each under
   * its `policyIds` (reference §3.11). The wallet is delegated first if it is not; the change is
   * signed as the user (`privy:user-signer:sign`, through the confirmation policy).
   */
  addSessionSigners(options: AddSessionSignersOptions): Promise<DelegationSnapshot>;
  /** Removes every session signer of the wallet (it stays delegated). */
  removeSessionSigners(options: { address: string }): Promise<DelegationSnapshot>;
  reset(): void;
}

export interface DelegationFlow<Commands>
  extends Flow<DelegationSnapshot, DelegationEvent, ActionCallbacks<DelegationResult>> {
  commands: Commands;
}

async function refreshed(core: FoyerCore, address: string | null): Promise<DelegationResult> {
  const user = await core.session.refreshUser();
  if (!user) throw new FoyerError(ErrorCode.MUST_BE_AUTHENTICATED, 'The session has ended: log in again');
  const wallet = address === null ? null : (embeddedWallets(user).find((w) => w.address === address) ?? null);
  return { user, wallet };
}

/** The wallet delegated (at once when it already is), and the user and wallet as the provider now has them. */
async function delegated(
  core: FoyerCore,
  { wallet, root }: { wallet: EmbeddedWallet; root: RootWallet },
  signal: AbortSignal,
): Promise<DelegationResult> {
  if (!wallet.delegated || !wallet.id) await (await getWalletService(core)).delegate(wallet, root, signal);
  return refreshed(core, wallet.address);
}

async function run(core: FoyerCore, effect: DelegationEffect, signal: AbortSignal): Promise<DelegationResult> {
  switch (effect.type) {
    case 'delegate':
      return delegated(core, effect, signal);
    case 'revoke': {
      const { revoke } = await import('../../core/api/routes/walletApi.ts');
      await core.api.call(revoke, { body: {}, signal });
      return refreshed(core, null);
    }
    case 'set-signers': {
      const wallet = (await delegated(core, effect, signal)).wallet ?? effect.wallet;
      const { updateSessionSigners } = await import('./sessionSigners.ts');
      await updateSessionSigners(core, wallet, effect.change, signal);
      return refreshed(core, wallet.address);
    }
  }
}

function delegationOperation(core: FoyerCore) {
  const flow = createOperation<
    DelegationSnapshot,
    DelegationEvent,
    DelegationEffect,
    ActionCallbacks<DelegationResult>
  >(core, {
    initial: initialDelegationSnapshot,
    machine: delegationMachine,
    failed: (_effect, error) => ({ type: 'failed', error }),
    async run(effect, { signal }) {
      return { type: 'finished', result: await run(core, effect, signal) };
    },
  });
  return flow;
}

export function createDelegatedActionsFlow(core: FoyerCore): DelegationFlow<DelegatedActionsCommands> {
  const flow = delegationOperation(core);
  const commands: DelegatedActionsCommands = {
    delegateWallet: (options) => flow.send({ type: 'delegate', options, facts: walletFacts(core.store) }),
    revokeWallets: () => flow.send({ type: 'revoke', facts: walletFacts(core.store) }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}

export function createSessionSignersFlow(core: FoyerCore): DelegationFlow<SessionSignersCommands> {
  const flow = delegationOperation(core);
  const commands: SessionSignersCommands = {
    addSessionSigners: (options) => flow.send({ type: 'add-signers', options, facts: walletFacts(core.store) }),
    removeSessionSigners: (options) => flow.send({ type: 'remove-signers', options, facts: walletFacts(core.store) }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
