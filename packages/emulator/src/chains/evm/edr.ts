import { ChainUnavailableError, type RpcError, type RpcOutcome } from '../../kernel/chains.ts';

/** The EDR this emulator is built and tested with (its optional peer dependency). */
const EDR_VERSION = '0.12.0-next.23';

type Edr = typeof import('@nomicfoundation/edr');

/** An EDR provider reduced to what a chain uses: one JSON-RPC call at a time. */
export interface EdrProvider {
  call(method: string, params: readonly unknown[]): Promise<RpcOutcome>;
}

/** An account at genesis: its address (hex) and balance. */
export interface GenesisAccount {
  address: `0x${string}`;
  balance: bigint;
}

/**
 * EDR, loaded on first use (its native binding takes 0.1 to 0.6 s to load: an emulator that never
 * touches a chain does not pay it), with its one context per process, which holds the provider
 * factories.
 */
let loaded: Promise<{ edr: Edr; context: InstanceType<Edr['EdrContext']> }> | undefined;
function loadEdr() {
  loaded ??= (async () => {
    const edr = await import('@nomicfoundation/edr').then(
      (module) => module.default,
      (error: unknown) => {
        loaded = undefined;
        throw new ChainUnavailableError(
          `The local EVM chains need the optional peer dependency @nomicfoundation/edr (npm i -D @nomicfoundation/edr@${EDR_VERSION}): ${error instanceof Error ? error.message : String(error)}`,
        );
      },
    );
    const context = new edr.EdrContext();
    await context.registerProviderFactory(edr.L1_CHAIN_TYPE, edr.l1ProviderFactory());
    return { edr, context };
  })();
  return loaded;
}

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex.slice(2), 'hex'));

/**
 * A fresh EDR chain `chainId` on the latest hardfork, mining each transaction at once (blocks may
 * share a timestamp, so nothing waits a second), with `accounts` funded at genesis. A failed call
 * answers an error with its revert data (`data.data`, which viem reads); a reverted transaction is mined,
 * as on a real node.
 */
export async function createEdrProvider(chainId: number, accounts: readonly GenesisAccount[]): Promise<EdrProvider> {
  const { edr, context } = await loadEdr();
  const { l1GenesisState, l1HardforkLatest, l1HardforkToString } = edr;
  const hardfork = l1HardforkLatest();
  const provider = await context.createProvider(
    edr.L1_CHAIN_TYPE,
    {
      allowBlocksWithSameTimestamp: true,
      allowUnlimitedContractSize: false,
      bailOnCallFailure: true,
      bailOnTransactionFailure: false,
      blockGasLimit: 30_000_000n,
      chainId: BigInt(chainId),
      coinbase: new Uint8Array(20),
      genesisState: [
        ...l1GenesisState(hardfork),
        ...accounts.map((account) => ({ address: bytes(account.address), balance: account.balance })),
      ],
      hardfork: l1HardforkToString(hardfork),
      initialBaseFeePerGas: 1_000_000_000n,
      minGasPrice: 0n,
      mining: { autoMine: true, memPool: { order: edr.MineOrdering.Priority } },
      networkId: BigInt(chainId),
      observability: {},
      ownedAccounts: [],
      precompileOverrides: [],
    },
    { enable: false, decodeConsoleLogInputsCallback: () => [], printLineCallback: () => undefined },
    { subscriptionCallback: () => undefined },
    new edr.ContractDecoder(),
  );
  return {
    async call(method, params) {
      const response = await provider.handleRequest(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }));
      const data: unknown = typeof response.data === 'string' ? JSON.parse(response.data) : response.data;
      const { result, error } = data as { result?: unknown; error?: RpcError };
      return error ? { error: { code: error.code, message: error.message, data: error.data } } : { result };
    },
  };
}
