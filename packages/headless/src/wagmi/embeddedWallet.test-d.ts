/**
 * Type tests (checked by the typecheck stage, never run): the connector is a wagmi connector by
 * wagmi's own types, a wagmi config is what the glue takes, and the connector's extra `attach`
 * survives in `config.connectors`.
 */
import { sepolia } from 'viem/chains';
import { expectTypeOf } from 'vitest';
import { type CreateConnectorFn, createConfig, createConnector, http } from 'wagmi';
import { connectEmbeddedWallet } from './connectEmbeddedWallet.ts';
import { type EmbeddedWalletConnector, embeddedWallet, type WagmiConfigLike } from './embeddedWallet.ts';
import { type ExternalWalletConnector, externalWallet } from './externalWallet.ts';
import { useFoyerWagmi } from './useFoyerWagmi.ts';

expectTypeOf(embeddedWallet()).toExtend<CreateConnectorFn>();
// What third-party connectors are written with: accepted as is.
createConnector(embeddedWallet({ name: 'My app' }));

const config = createConfig({
  chains: [sepolia],
  connectors: [embeddedWallet()],
  transports: { [sepolia.id]: http() },
});
expectTypeOf(config).toExtend<WagmiConfigLike>();
expectTypeOf(config.connectors[0].attach).toEqualTypeOf<EmbeddedWalletConnector['attach']>();
expectTypeOf(connectEmbeddedWallet).parameter(0).toEqualTypeOf<WagmiConfigLike>();
expectTypeOf(useFoyerWagmi).returns.toBeVoid();

// The external wallet's connector, beside the embedded one in the same config.
expectTypeOf(externalWallet()).toExtend<CreateConnectorFn>();
const both = createConfig({
  chains: [sepolia],
  connectors: [embeddedWallet(), externalWallet()],
  transports: { [sepolia.id]: http() },
});
expectTypeOf(both.connectors[1].attach).toEqualTypeOf<ExternalWalletConnector['attach']>();
