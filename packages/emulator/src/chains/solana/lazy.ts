import type { LocalChain } from '../types.ts';
import type { SolanaChain } from './index.ts';
import { type SolanaChainState, solanaStateSchema } from './state.ts';

/**
 * The local Solana cluster as one of the emulator's chains, its code (LiteSVM's native binding,
 * @solana/kit) loaded on the first call: an emulator that never touches Solana does not pay for it.
 * A cluster never started saves an empty journal and resets at once.
 */
export function createLazySolanaChain(): LocalChain<SolanaChainState> {
  const genesisTime = BigInt(Math.floor(Date.now() / 1000));
  let made: SolanaChain | undefined;
  let making: Promise<SolanaChain> | undefined;
  const cluster = () => {
    making ??= import('./index.ts').then(({ createSolanaChain }) => {
      made = createSolanaChain({ genesisTime });
      return made;
    });
    return making;
  };
  return {
    id: 'solana',
    rpc: async (method, params) => (await cluster()).rpc(method, params),
    fund: async (address, amounts) => (await cluster()).fund(address, amounts),
    pay: async (address, asset, amount) => (await cluster()).pay(address, asset, amount),
    mine: async (blocks) => (await cluster()).mine(blocks),
    increaseTime: async (seconds) => (await cluster()).increaseTime(seconds),
    snapshot: async () => (await cluster()).snapshot(),
    revert: async (id) => (await cluster()).revert(id),
    reset: async () => made?.reset(),
    save: () => made?.save() ?? { genesisTime: genesisTime.toString(), journal: [] },
    schema: solanaStateSchema,
    load: async (state) => (await cluster()).load(state),
    scan: async (input, denyList) => (await cluster()).scan(input, denyList),
    tokenInfo: async (address) => (await cluster()).tokenInfo(address),
  };
}
