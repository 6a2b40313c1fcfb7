import type { AppConfig } from '../../core/config/types.ts';
import { type FoyerError, toFoyerError } from '../../core/errors/FoyerError.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { User } from '../../core/user.ts';
import type { WalletChainType } from '../../core/wallets/protocol.ts';
import type { EmbeddedWallet } from '../types.ts';
import { walletChainsToCreate } from './createOnLoginRule.ts';
import { type CreationStep, createdWallet, planCreationStep } from './creationRules.ts';
import { embeddedWallets } from './selectors.ts';
import { notAuthenticated } from './signingRules.ts';

export const requiredWalletsStatuses = ['initial', 'creating', 'done', 'error'] as const;
export type RequiredWalletsStatus = (typeof requiredWalletsStatuses)[number];

interface Progress {
  /** The chains still to create, in order (while `creating`). */
  remaining: readonly WalletChainType[];
  /** The wallets created so far (`result` once done). */
  created: readonly EmbeddedWallet[];
}

/** `result`: the wallets created (none when the user had what `createOnLogin` asks for). */
export type RequiredWalletsSnapshot = Progress &
  (
    | { status: 'initial' | 'creating'; error: null; result: null }
    | { status: 'done'; error: null; result: EmbeddedWallet[] }
    | { status: 'error'; error: FoyerError; result: null }
  );

export type RequiredWalletsEvent =
  /** `config`: the app config (its `createOnLogin` rules); `user`: the user as they are now. */
  | { type: 'create'; user: User | null; config: Pick<AppConfig, 'embeddedWallets'> | null }
  | { type: 'created'; chainType: WalletChainType; address: string; wallets: readonly EmbeddedWallet[] }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' };

export type RequiredWalletsEffect = CreationStep;

export const initialRequiredWalletsSnapshot: RequiredWalletsSnapshot = {
  status: 'initial',
  error: null,
  result: null,
  remaining: [],
  created: [],
};

type Step = Transition<RequiredWalletsSnapshot, RequiredWalletsEffect>;

const fail = (error: unknown): Step => ({
  snapshot: { status: 'error', error: toFoyerError(error), result: null, remaining: [], created: [] },
  effects: [],
});

/** The next chain's creation, or done with what was created. */
function next(
  wallets: readonly EmbeddedWallet[],
  remaining: readonly WalletChainType[],
  created: EmbeddedWallet[],
): Step {
  const [chainType, ...rest] = remaining;
  if (!chainType)
    return { snapshot: { status: 'done', error: null, result: created, remaining: [], created }, effects: [] };
  try {
    const step = planCreationStep(wallets, chainType, {});
    return { snapshot: { status: 'creating', error: null, result: null, remaining: rest, created }, effects: [step] };
  } catch (error) {
    return fail(error);
  }
}

/**
 * Spec §4 'Wallet creation', pure: creates what the app's `createOnLogin` asks for this user, one
 * chain after the other (Ethereum first; Solana then shares its entropy). The chains are decided
 * once, before any creation (`users-without-wallets` looks at the user as they logged in). A `create`
 * while one runs joins it.
 */
export function requiredWalletsMachine(snapshot: RequiredWalletsSnapshot, event: RequiredWalletsEvent): Step {
  switch (event.type) {
    case 'create': {
      if (snapshot.status === 'creating') return { snapshot, effects: [] };
      if (!event.user) return fail(notAuthenticated());
      const chains = event.config ? walletChainsToCreate(event.config, event.user) : [];
      return next(embeddedWallets(event.user), chains, []);
    }
    case 'created': {
      if (snapshot.status !== 'creating') return { snapshot, effects: [] };
      try {
        const wallet = createdWallet(event.wallets, event.chainType, event.address);
        return next(event.wallets, snapshot.remaining, [...snapshot.created, wallet]);
      } catch (error) {
        return fail(error);
      }
    }
    case 'failed':
      return snapshot.status === 'creating' ? fail(event.error) : { snapshot, effects: [] };
    case 'reset':
      return { snapshot: initialRequiredWalletsSnapshot, effects: [] };
  }
}
