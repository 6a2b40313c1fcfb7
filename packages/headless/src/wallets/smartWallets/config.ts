import type { WireSmartWalletConfig } from '../../core/api/routes/smartWallets.ts';
import * as smartWallets from '../../core/api/routes/smartWallets.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';

const configKey = Symbol('smart-wallet-config');

/**
 * The app's smart-wallet config (reference §5.14), asked once per core: which account type, and per
 * chain its bundler, RPC and paymaster.
 */
export function smartWalletConfig(core: FoyerCore): Promise<WireSmartWalletConfig> {
  const pending = core.memo(configKey, () => core.api.call(smartWallets.config, { params: { app_id: core.appId } }));
  return pending;
}
