import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { Flow } from '../../core/flow/createFlow.ts';
import { createOperation } from '../../core/flow/createOperation.ts';
import { reported } from '../../core/flow/failures.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import { userAtom } from '../../core/store/atoms.ts';
import { getWalletService } from '../embedded/getWalletService.ts';
import { embeddedWallets } from '../embedded/selectors.ts';
import type { Hex } from '../types.ts';
import {
  type FarcasterSignEffect,
  type FarcasterSignErrorCode,
  type FarcasterSignEvent,
  type FarcasterSignFacts,
  type FarcasterSignSnapshot,
  farcasterSignMachine,
  initialFarcasterSignSnapshot,
} from './farcasterSign.machine.ts';

export const bytesOf = (hex: string): Uint8Array =>
  Uint8Array.from(hex.slice(2).match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

export function signFacts(core: FoyerCore): FarcasterSignFacts {
  const user = core.store.get(userAtom);
  const account = user?.farcaster ?? null;
  return {
    authenticated: user !== null,
    fid: account?.fid ?? null,
    signerPublicKey: (account?.signerPublicKey as Hex | undefined) ?? null,
    wallets: embeddedWallets(user),
  };
}

export interface FarcasterSignOperation
  extends Flow<FarcasterSignSnapshot, FarcasterSignEvent, ActionCallbacks<Uint8Array, FarcasterSignErrorCode>> {
  commands: { signFarcasterMessage(hash: Uint8Array): Promise<FarcasterSignSnapshot>; reset(): void };
}

/** Cast signatures: each call on its own (an operation), the iframe signing with the approved signer. */
export function createFarcasterSignOperation(core: FoyerCore): FarcasterSignOperation {
  const flow = createOperation<
    FarcasterSignSnapshot,
    FarcasterSignEvent,
    FarcasterSignEffect,
    ActionCallbacks<Uint8Array, FarcasterSignErrorCode>
  >(core, {
    initial: initialFarcasterSignSnapshot,
    machine: farcasterSignMachine,
    failed: (_effect, error): FarcasterSignEvent => ({ type: 'failed', error: reported(error) }),
    async run({ wallet, hash, fid }, { signal }): Promise<FarcasterSignEvent> {
      const service = await getWalletService(core);
      return { type: 'signed', signature: bytesOf(await service.signFarcasterMessage(wallet, hash, fid, signal)) };
    },
  });
  return Object.assign(flow, {
    commands: {
      signFarcasterMessage: (hash: Uint8Array) => flow.send({ type: 'sign', hash, facts: signFacts(core) }),
      reset: () => flow.reset(),
    },
  });
}
