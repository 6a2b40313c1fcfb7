import { ErrorCode } from '../core/errors/codes.ts';
import { FoyerError } from '../core/errors/FoyerError.ts';
import {
  type AttachEmbeddedWalletParameters,
  EMBEDDED_WALLET_CONNECTOR_TYPE,
  type EmbeddedWalletConnector,
  type WagmiConfigLike,
} from './embeddedWallet.ts';

export type ConnectEmbeddedWalletParameters = Omit<AttachEmbeddedWalletParameters, 'config'>;

/**
 * Attaches the user's embedded wallets and the signer to the `embeddedWallet()` connector of a
 * wagmi config, so wagmi connects while the user has a wallet and disconnects on logout. Returns
 * the detach. Framework-free; in React, `useFoyerWagmi` calls it in an effect.
 */
export function connectEmbeddedWallet(
  config: WagmiConfigLike,
  { wallets, signer }: ConnectEmbeddedWalletParameters,
): () => void {
  const connector = config.connectors.find(
    (c): c is EmbeddedWalletConnector & WagmiConfigLike['connectors'][number] =>
      c.type === EMBEDDED_WALLET_CONNECTOR_TYPE && 'attach' in c,
  );
  if (!connector) {
    throw new FoyerError(
      ErrorCode.INVALID_CONFIG,
      'The wagmi config has no embeddedWallet() connector: add it to createConfig({ connectors })',
    );
  }
  return connector.attach({ wallets, signer, config });
}
