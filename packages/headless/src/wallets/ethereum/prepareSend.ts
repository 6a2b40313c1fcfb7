import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import { checksumAddress } from '../../ethereum/address.ts';
import { type ChainRpc, ChainRpcError } from '../jsonRpc.ts';
import { usdValue } from '../scan.ts';
import type {
  AssetInfo,
  EthereumSendPreview,
  PreparedEthereumTransaction,
  SendChain,
  TransactionScan,
  UnsignedTransactionRequest,
} from '../sendTypes.ts';
import type { EmbeddedEthereumWallet, Hex } from '../types.ts';
import { decodeCall } from './decodeCall.ts';

/** What the provider adds to a send's preview: dollar prices by symbol, and the scanner's verdict (null when it has none). */
export interface SendLookups {
  price(symbol: string | null): Promise<number | null>;
  scan(call: Record<string, string>): Promise<TransactionScan | null>;
}

const invalid = (field: string, message: string) => new ValidationError(field, ErrorCode.INVALID_DATA, message);

function quantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'bigint') return value;
  if ((typeof value === 'string' && /^(0x[0-9a-f]+|[0-9]+)$/i.test(value)) || Number.isSafeInteger(value)) {
    const amount = BigInt(value as string | number);
    if (amount >= 0n) return amount;
  }
  throw invalid(field, `The transaction's ${field} must be a non-negative quantity`);
}

const hex = (value: bigint): Hex => `0x${value.toString(16)}`;

/** The revert reason of a failed call (`Error(string)`), else the node's message. */
export function revertReason(error: ChainRpcError): string {
  const data = typeof error.data === 'string' ? error.data : (error.data as { data?: string } | undefined)?.data;
  if (typeof data === 'string' && data.startsWith('0x08c379a0') && data.length >= 138) {
    const length = Number(BigInt(`0x${data.slice(74, 138)}`));
    const bytes = Uint8Array.from(data.slice(138, 138 + length * 2).match(/../g) ?? [], (p) => Number.parseInt(p, 16));
    return new TextDecoder().decode(bytes);
  }
  return error.message.replace(/^.*reverted with reason string '(.*)'$/s, '$1');
}

/**
 * Spec §4 'Send Ethereum transaction', prepare: checks the request, fills in what the app left out
 * (nonce, gas from an estimate, EIP-1559 fees from the chain), simulates it (the estimate executes
 * it: a revert fails here with its reason, before anyone is asked), reads the balance and decodes
 * what the call does.
 */
export async function prepareEthereumSend(
  rpc: ChainRpc,
  wallet: EmbeddedEthereumWallet,
  chain: SendChain,
  request: UnsignedTransactionRequest,
  lookups: SendLookups,
): Promise<EthereumSendPreview> {
  if (typeof request !== 'object' || request === null)
    throw invalid('transaction', 'The transaction must be an object');
  if (request.from !== undefined && request.from.toLowerCase() !== wallet.address.toLowerCase()) {
    throw invalid('from', `The transaction's from is not the wallet ${wallet.address}`);
  }
  const to = request.to ?? null;
  if (to !== null && (typeof to !== 'string' || !/^0x[0-9a-f]{40}$/i.test(to)))
    throw invalid('to', "The transaction's to must be an address");
  const data = request.data ?? null;
  if (data !== null && (typeof data !== 'string' || !/^0x([0-9a-f]{2})*$/i.test(data))) {
    throw invalid('data', "The transaction's data must be 0x hex bytes");
  }
  const value = quantity(request.value, 'value') ?? 0n;
  const call = { from: wallet.address, ...(to ? { to } : {}), value: hex(value), ...(data ? { data } : {}) };

  const [nonce, balance, block, tip] = await Promise.all([
    request.nonce === undefined
      ? rpc('eth_getTransactionCount', [wallet.address, 'pending'])
      : Promise.resolve(hex(quantity(request.nonce, 'nonce') ?? 0n)),
    rpc('eth_getBalance', [wallet.address, 'latest']),
    rpc('eth_getBlockByNumber', ['latest', false]),
    request.maxPriorityFeePerGas === undefined
      ? rpc('eth_maxPriorityFeePerGas').catch(() => '0x3b9aca00')
      : Promise.resolve(null),
  ]);
  const baseFee = BigInt(((block as { baseFeePerGas?: Hex } | null)?.baseFeePerGas ?? '0x0') as Hex);
  const maxPriorityFeePerGas = quantity(request.maxPriorityFeePerGas, 'maxPriorityFeePerGas') ?? BigInt(tip as Hex);
  // The usual headroom: the base fee may double before the transaction is mined.
  const maxFeePerGas = quantity(request.maxFeePerGas, 'maxFeePerGas') ?? baseFee * 2n + maxPriorityFeePerGas;
  const wei = BigInt(balance as Hex);

  let gas = quantity(request.gas ?? request.gasLimit, 'gas');
  if (gas === undefined) {
    try {
      gas = BigInt((await rpc('eth_estimateGas', [call])) as Hex);
    } catch (error) {
      if (!(error instanceof ChainRpcError)) throw error;
      // Not enough to pay for the value: the balance check below says so, with the spec's error.
      if (value > wei) gas = 21_000n;
      else throw new FoyerError(ErrorCode.TRANSACTION_FAILURE, `Simulation failed: ${revertReason(error)}`);
    }
  }
  const transaction: PreparedEthereumTransaction = {
    from: wallet.address,
    to: to === null ? null : checksumAddress(to),
    chainId: chain.id,
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    value,
    data: data === null || data === '0x' ? null : (data as Hex),
    nonce: Number(BigInt(nonce as Hex)),
    gas,
    maxFeePerGas,
    maxPriorityFeePerGas,
  };
  const native: AssetInfo = { kind: 'native', address: null, ...chain.nativeCurrency };
  const fee = gas * maxFeePerGas;
  const [action, scan, nativePrice] = await Promise.all([
    decodeCall(rpc, transaction, native, lookups.price),
    lookups.scan(call),
    lookups.price(native.symbol),
  ]);
  return {
    transaction,
    action,
    fee: { asset: native, value: fee, usd: usdValue(fee, native.decimals, nativePrice) },
    total: { asset: native, value: value + fee, usd: usdValue(value + fee, native.decimals, nativePrice) },
    balance: wei,
    hasFunds: wei >= value + fee,
    scan,
    batch: null,
  };
}

/** The prepared transaction as `eth_signTransaction` takes it (JSON-RPC quantities). */
export function rpcTransaction(tx: PreparedEthereumTransaction): Record<string, unknown> {
  return {
    from: tx.from,
    ...(tx.to ? { to: tx.to } : {}),
    value: hex(tx.value),
    ...(tx.data ? { data: tx.data } : {}),
    nonce: hex(BigInt(tx.nonce)),
    gas: hex(tx.gas),
    maxFeePerGas: hex(tx.maxFeePerGas),
    maxPriorityFeePerGas: hex(tx.maxPriorityFeePerGas),
    chainId: hex(BigInt(tx.chainId)),
    type: '0x2',
  };
}
