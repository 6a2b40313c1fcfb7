/**
 * One EVM chain on Hardhat's EDR (a Rust EVM shipped in npm): an in-process JSON-RPC provider.
 * `@nomicfoundation/edr` is an optional peer dependency of the emulator, imported here only, when
 * the chains start (`createEmulator`), never by the in-process (browser) emulator.
 */

/** One JSON-RPC call's answer, as EDR gives it: `result` or `error`. */
export interface RpcAnswer {
  jsonrpc: '2.0';
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

export interface EdrProvider {
  handle(request: { id?: unknown; method: string; params?: unknown }): Promise<RpcAnswer>;
}

type EdrModule = typeof import('@nomicfoundation/edr');
let context: Promise<{ edr: EdrModule; ctx: InstanceType<EdrModule['EdrContext']> }> | undefined;

/** EDR's context: one per process (its constructor says so). */
function edrContext() {
  context ??= (async () => {
    const edr =
      ((await import('@nomicfoundation/edr')) as { default?: EdrModule }).default ??
      (await import('@nomicfoundation/edr'));
    const ctx = new edr.EdrContext();
    await ctx.registerProviderFactory(edr.L1_CHAIN_TYPE, edr.l1ProviderFactory());
    return { edr, ctx };
  })();
  return context;
}

/** A fresh chain `chainId` on the latest hardfork, auto-mining each transaction at once. */
export async function createEdrProvider(chainId: number, startSeconds: number): Promise<EdrProvider> {
  const { edr, ctx } = await edrContext();
  const hardfork = edr.l1HardforkLatest();
  const provider = await ctx.createProvider(
    edr.L1_CHAIN_TYPE,
    {
      // Blocks mined in the same second are fine: otherwise each waits for the clock to tick.
      allowBlocksWithSameTimestamp: true,
      allowUnlimitedContractSize: false,
      bailOnCallFailure: false,
      bailOnTransactionFailure: false,
      blockGasLimit: 30_000_000n,
      chainId: BigInt(chainId),
      coinbase: new Uint8Array(20),
      genesisState: edr.l1GenesisState(hardfork),
      hardfork: edr.l1HardforkToString(hardfork),
      initialBaseFeePerGas: 1_000_000_000n,
      initialDate: BigInt(startSeconds),
      minGasPrice: 0n,
      mining: { autoMine: true, memPool: { order: 'Priority' as never } },
      networkId: BigInt(chainId),
      observability: {},
      ownedAccounts: [],
      precompileOverrides: [],
    },
    { enable: false, decodeConsoleLogInputsCallback: () => [], printLineCallback: () => {} },
    { subscriptionCallback: () => {} },
    new edr.ContractDecoder(),
  );
  return {
    async handle({ id = null, method, params = [] }) {
      const response = await provider.handleRequest(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
      const data = typeof response.data === 'string' ? JSON.parse(response.data) : response.data;
      return { jsonrpc: '2.0', id, ...(data as object) } as RpcAnswer;
    },
  };
}
