import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { EmbeddedWalletRuntime } from './runtime.ts';

const runtimeKey = Symbol('embedded-wallets');

/**
 * The embedded-wallet runtime of this core, loaded on first use (its own chunk: the iframe proxy,
 * creation and signing), then the same one for the core's life.
 */
export function getEmbeddedWallets(core: FoyerCore): Promise<EmbeddedWalletRuntime> {
  return core.memo(runtimeKey, () =>
    import('./runtime.ts').then(({ createEmbeddedWalletRuntime }) => createEmbeddedWalletRuntime(core)),
  );
}
