import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { WalletService, WalletServiceOptions } from './walletService.ts';

const serviceKey = Symbol('wallet-service');

/**
 * The wallet service of this core, loaded on the first wallet operation (its own chunk: the iframe
 * proxy, the connection cache and the confirmation policy), then the same one for the core's life.
 * `options` count on the first call only (tests pass their iframe double first).
 */
export function getWalletService(core: FoyerCore, options?: WalletServiceOptions): Promise<WalletService> {
  return core.memo(serviceKey, () =>
    import('./walletService.ts').then(({ createWalletService }) => createWalletService(core, options)),
  );
}
