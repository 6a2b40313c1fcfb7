import type { WireSmartWalletConfig } from '../../core/api/routes/smartWallets.ts';
import * as smartWallets from '../../core/api/routes/smartWallets.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';

const configKey = Symbol('smart-wallet-config');

/**
 * The app's smart-wallet config (reference §5.14), asked once per core: which account type, and per
 * chain its bundler, RPC and paymaster. A failed request is asked again on the next call.
 */
export function smartWalletConfig(core: FoyerCore): Promise<WireSmartWalletConfig> {
  const held = core.memo(configKey, () => ({ pending: null as Promise<WireSmartWalletConfig> | null }));
  if (!held.pending) {
    const pending = core.api.call(smartWallets.config, { params: { app_id: core.appId } });
    held.pending = pending;
    pending.catch(() => {
      if (held.pending === pending) held.pending = null;
    });
  }
  return held.pending;
}
