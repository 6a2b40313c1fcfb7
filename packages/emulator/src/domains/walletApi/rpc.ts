import type { WireServerTransaction, WireWalletRpcData, WireWalletRpcRequest } from '@foyer/headless/contract';
import { ed25519 } from '@noble/curves/ed25519';
import { base64 } from '@scure/base';
import { getTransactionDecoder, getTransactionEncoder } from '@solana/kit';
import {
  bytesToHex,
  type Hex,
  hexToBytes,
  isAddress,
  type TransactionSerializable,
  type TypedDataDefinition,
} from 'viem';
import { type ChainId, type DomainChain, type DomainChains, NO_CHAINS_MESSAGE } from '../../kernel/chains.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import type { WalletKey } from './enclave.ts';
import { newId, nowSeconds } from './records.ts';
import { type ServerWalletRecord, walletApiSlice } from './slice.ts';

/** The `caip2` of the emulator's Solana cluster (the funding stand-ins name it so too). */
export const SOLANA_LOCAL_CAIP2 = 'solana:localnet';
const EIP155 = /^eip155:(\d+)$/;
const PRIORITY_FEE = 1_000_000_000n;

type EthereumKey = Extract<WalletKey, { chain: 'ethereum' }>;
type SolanaKey = Extract<WalletKey, { chain: 'solana' }>;

/** A chain of the instance for a `caip2`: `eip155:31337`, `eip155:31338` or `solana:localnet`; 400 otherwise, 501 in-process. */
export function chainOf(chains: DomainChains, caip2: string, kind: 'ethereum' | 'solana'): DomainChain {
  const evm = EIP155.exec(caip2);
  const id: ChainId | undefined =
    kind === 'solana' ? (caip2 === SOLANA_LOCAL_CAIP2 ? 'solana' : undefined) : evm ? Number(evm[1]) : undefined;
  if (chains.ids.length === 0) throw new ApiError(501, undefined, NO_CHAINS_MESSAGE);
  const chain = id === undefined ? undefined : chains.chain(id);
  if (!chain) {
    const known = chains.ids.map((chainId) => (chainId === 'solana' ? SOLANA_LOCAL_CAIP2 : `eip155:${chainId}`));
    throw invalidData(
      `\`caip2\` ${JSON.stringify(caip2)} is not a ${kind} chain of the emulator (${known.join(', ')})`,
    );
  }
  return chain;
}

/** One JSON-RPC call to a local chain; its error as 400 `invalid_data` (the chain refused the request). */
export async function chainCall<T>(chain: DomainChain, method: string, params: readonly unknown[]): Promise<T> {
  const outcome = await chain.rpc(method, params);
  if (outcome.error) throw invalidData(`The chain refused ${method}: ${outcome.error.message}`);
  return outcome.result as T;
}

const big = (value: string | number | undefined) => (value === undefined ? undefined : BigInt(value));

/** The wallet API's transaction (snake_case) as viem's, for signing. */
function serializable(tx: WireServerTransaction, chainId: number): TransactionSerializable {
  const common = {
    chainId,
    ...(tx.to === undefined ? {} : { to: tx.to as Hex }),
    ...(tx.data === undefined ? {} : { data: tx.data as Hex }),
    value: big(tx.value) ?? 0n,
    ...(tx.nonce === undefined ? {} : { nonce: Number(tx.nonce) }),
    ...(tx.gas_limit === undefined ? {} : { gas: BigInt(tx.gas_limit) }),
  };
  if (tx.type === 0) return { ...common, type: 'legacy', gasPrice: big(tx.max_fee_per_gas) ?? 0n };
  return {
    ...common,
    type: 'eip1559',
    maxFeePerGas: big(tx.max_fee_per_gas) ?? 0n,
    maxPriorityFeePerGas: big(tx.max_priority_fee_per_gas) ?? 0n,
  };
}

/** What signing failed on, as the caller's bad params: 400 `invalid_data`. */
async function signing<T>(what: string, sign: () => Promise<T> | T): Promise<T> {
  try {
    return await sign();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalidData(`The ${what} cannot be signed: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  }
}

/** The transaction with what the sender left out filled from the chain: nonce, gas, fees. */
async function filled(chain: DomainChain, from: string, tx: WireServerTransaction): Promise<WireServerTransaction> {
  const call = {
    from,
    ...(tx.to ? { to: tx.to } : {}),
    ...(tx.data ? { data: tx.data } : {}),
    value: `0x${(big(tx.value) ?? 0n).toString(16)}`,
  };
  const nonce = tx.nonce ?? (await chainCall<string>(chain, 'eth_getTransactionCount', [from, 'pending']));
  const gas = tx.gas_limit ?? (await chainCall<string>(chain, 'eth_estimateGas', [call]));
  const block = await chainCall<{ baseFeePerGas?: string }>(chain, 'eth_getBlockByNumber', ['latest', false]);
  const baseFee = BigInt(block.baseFeePerGas ?? '0x0');
  const priority = big(tx.max_priority_fee_per_gas) ?? PRIORITY_FEE;
  return {
    ...tx,
    nonce,
    gas_limit: gas,
    max_priority_fee_per_gas: priority.toString(),
    max_fee_per_gas: tx.max_fee_per_gas ?? (baseFee * 2n + priority).toString(),
  };
}

/** Records a transaction the wallet API sent, with its status from the chain's receipt when mined. */
function record(core: EmulatorCore, wallet: ServerWalletRecord, caip2: string, hash: string, mined?: boolean) {
  const transaction = {
    app_id: wallet.app_id,
    wallet_id: wallet.id,
    transaction_id: newId(),
    caip2,
    hash,
    status: mined === undefined ? ('broadcasted' as const) : mined ? ('confirmed' as const) : ('failed' as const),
    created_at: nowSeconds(core, wallet.app_id),
  };
  core.slice(walletApiSlice).transactions.push(transaction);
  return { hash, caip2, transaction_id: transaction.transaction_id };
}

async function ethereumRpc(
  core: EmulatorCore,
  chains: DomainChains,
  wallet: ServerWalletRecord,
  { account }: EthereumKey,
  request: WireWalletRpcRequest,
): Promise<WireWalletRpcData> {
  switch (request.method) {
    case 'personal_sign': {
      const { message, encoding } = request.params;
      if (encoding === 'hex' && !/^0x[0-9a-fA-F]*$/.test(message)) throw invalidData('A hex message is 0x hex');
      const signature = await account.signMessage({ message: encoding === 'hex' ? { raw: message as Hex } : message });
      return { signature, encoding: 'hex' };
    }
    case 'eth_signTypedData_v4': {
      const { primary_type, primaryType, ...rest } = request.params.typed_data;
      const definition = { ...rest, primaryType: primaryType ?? primary_type } as unknown as TypedDataDefinition;
      return { signature: await signing('typed data', () => account.signTypedData(definition)), encoding: 'hex' };
    }
    case 'secp256k1_sign':
      return { signature: await account.sign({ hash: request.params.hash as Hex }), encoding: 'hex' };
    case 'eth_sign7702Authorization': {
      const { contract, chain_id } = request.params;
      if (!isAddress(contract, { strict: false })) throw invalidData('`contract` is not an address');
      const local = chains.chain(chain_id);
      const nonce =
        request.params.nonce ??
        (local ? Number(await chainCall<string>(local, 'eth_getTransactionCount', [account.address, 'pending'])) : 0);
      const signed = await account.signAuthorization({ contractAddress: contract, chainId: chain_id, nonce });
      return {
        authorization: {
          contract,
          chain_id,
          nonce,
          r: signed.r,
          s: signed.s,
          y_parity: (signed.yParity ?? 0) as 0 | 1,
        },
      };
    }
    case 'eth_signTransaction': {
      const tx = request.params.transaction;
      if (tx.chain_id === undefined) throw invalidData('The transaction needs a `chain_id`');
      const signed = await signing('transaction', () => account.signTransaction(serializable(tx, Number(tx.chain_id))));
      return { signed_transaction: signed, encoding: 'hex' };
    }
    case 'eth_sendTransaction': {
      const chain = chainOf(chains, request.caip2, 'ethereum');
      const chainId = chain.id as number;
      const tx = request.params.transaction;
      if (tx.chain_id !== undefined && Number(tx.chain_id) !== chainId) {
        throw invalidData(`The transaction's chain_id ${tx.chain_id} is not the caip2's (${chainId})`);
      }
      const complete = await filled(chain, account.address, tx);
      const signed = await signing('transaction', () => account.signTransaction(serializable(complete, chainId)));
      const hash = await chainCall<string>(chain, 'eth_sendRawTransaction', [signed]);
      const receipt = await chainCall<{ status: string } | null>(chain, 'eth_getTransactionReceipt', [hash]);
      return record(core, wallet, request.caip2, hash, receipt ? receipt.status === '0x1' : undefined);
    }
    default:
      throw invalidData(`${request.method} is a Solana method; this is an Ethereum wallet`);
  }
}

/** Signs a Solana wire transaction (base64) as the wallet: its signature at the wallet's place among the signers. */
function signSolanaTransaction(key: SolanaKey, wire: string): Uint8Array {
  const decoder = getTransactionDecoder();
  let transaction: ReturnType<typeof decoder.decode>;
  try {
    transaction = decoder.decode(base64.decode(wire));
  } catch {
    throw invalidData('`transaction` is not a base64 Solana wire transaction');
  }
  if (!(key.address in transaction.signatures))
    throw invalidData(`The transaction does not name ${key.address} as a signer`);
  const signature = ed25519.sign(transaction.messageBytes as unknown as Uint8Array, key.secretKey);
  const signatures = { ...transaction.signatures, [key.address]: signature };
  return new Uint8Array(getTransactionEncoder().encode({ ...transaction, signatures } as typeof transaction));
}

async function solanaRpc(
  core: EmulatorCore,
  chains: DomainChains,
  wallet: ServerWalletRecord,
  key: SolanaKey,
  request: WireWalletRpcRequest,
): Promise<WireWalletRpcData> {
  switch (request.method) {
    case 'signMessage': {
      const message = base64.decode(request.params.message);
      return { signature: base64.encode(ed25519.sign(message, key.secretKey)), encoding: 'base64' };
    }
    case 'signTransaction':
      return {
        signed_transaction: base64.encode(signSolanaTransaction(key, request.params.transaction)),
        encoding: 'base64',
      };
    case 'signAndSendTransaction': {
      const chain = chainOf(chains, request.caip2, 'solana');
      const signed = base64.encode(signSolanaTransaction(key, request.params.transaction));
      const signature = await chainCall<string>(chain, 'sendTransaction', [signed, { encoding: 'base64' }]);
      return record(core, wallet, request.caip2, signature);
    }
    default:
      throw invalidData(`${request.method} is an Ethereum method; this is a Solana wallet`);
  }
}

/** One rpc request signed (and sent) by the wallet's key. */
export function walletRpc(
  core: EmulatorCore,
  chains: DomainChains,
  wallet: ServerWalletRecord,
  key: WalletKey,
  request: WireWalletRpcRequest,
): Promise<WireWalletRpcData> {
  return key.chain === 'ethereum'
    ? ethereumRpc(core, chains, wallet, key, request)
    : solanaRpc(core, chains, wallet, key, request);
}

/** `raw_sign`: the 32 bytes signed as they are (Ethereum secp256k1, 65 bytes r‖s‖v; Solana ed25519). */
export async function rawSign(key: WalletKey, hash: string): Promise<string> {
  if (key.chain === 'ethereum') return key.account.sign({ hash: hash as Hex });
  return bytesToHex(ed25519.sign(hexToBytes(hash as Hex), key.secretKey));
}
