import { sha256 } from '@noble/hashes/sha2';
import { base58, base64 } from '@scure/base';
import { type Address, getCompiledTransactionMessageDecoder, isAddress, type Lamports, lamports } from '@solana/kit';
import { encodeAccount, existing, readMintAccount, readTokenAccount, uiTokenAmount } from './accounts.ts';
import { invalidParams, RpcCode, RpcError } from './errors.ts';
import { transactionFee } from './fees.ts';
import type { Ledger, Receipt } from './ledger.ts';
import { decodeTransaction, isStaticWritable, readWire } from './message.ts';
import { TOKEN_PROGRAM } from './programs.ts';

/** What `getVersion` reports: the agave line LiteSVM 1.4 runs. */
const SOLANA_CORE_VERSION = '2.3.13';
const GENESIS_HASH = base58.encode(sha256(new TextEncoder().encode('foyer-emulator/solana/localnet')));

type Params = readonly unknown[];
type Config = Record<string, unknown>;
type Method = (params: Params) => unknown;

export interface RpcDeps {
  ledger: Ledger;
  /** Sends `amount` lamports from the faucet; the landed transaction's signature. */
  airdrop(to: Address, amount: Lamports): string;
}

function addressParam(value: unknown): Address {
  if (typeof value !== 'string' || !isAddress(value)) throw invalidParams('Invalid param: Invalid');
  return value;
}

function configParam(value: unknown): Config {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams('Invalid params: config must be an object');
  return value as Config;
}

function integerParam(value: unknown): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  throw invalidParams('Invalid params: expected a non-negative integer');
}

/** `-32002`, the error a send answers when its preflight simulation fails. */
function preflightFailure(message: string, err: unknown, logs: string[], units: bigint): RpcError {
  return new RpcError(RpcCode.SEND_TRANSACTION_PREFLIGHT_FAILURE, `Transaction simulation failed: ${message}`, {
    accounts: null,
    err,
    innerInstructions: null,
    logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: units,
  });
}

const signatureFailure = () =>
  new RpcError(RpcCode.TRANSACTION_SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure');

function jsonTransaction(receipt: Receipt, parsed: boolean) {
  const { decoded } = receipt;
  const message = {
    accountKeys: parsed
      ? decoded.staticAccounts.map((pubkey, index) => ({
          pubkey,
          signer: index < decoded.header.numSignerAccounts,
          source: 'transaction',
          writable: isStaticWritable(decoded, index),
        }))
      : decoded.staticAccounts,
    header: {
      numReadonlySignedAccounts: decoded.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: decoded.header.numReadonlyNonSignerAccounts,
      numRequiredSignatures: decoded.header.numSignerAccounts,
    },
    instructions: decoded.instructions.map((instruction) => {
      const data = base58.encode(Uint8Array.from(instruction.data ?? []));
      const accounts = instruction.accountIndices ?? [];
      return parsed
        ? {
            programId: receipt.accountKeys[instruction.programAddressIndex],
            accounts: accounts.map((index) => receipt.accountKeys[index]),
            data,
            stackHeight: null,
          }
        : { programIdIndex: instruction.programAddressIndex, accounts, data, stackHeight: null };
    }),
    recentBlockhash: decoded.blockhash,
    ...(decoded.version === 0
      ? {
          addressTableLookups: decoded.lookups.map((lookup) => ({
            accountKey: lookup.lookupTableAddress,
            writableIndexes: lookup.writableIndexes,
            readonlyIndexes: lookup.readonlyIndexes,
          })),
        }
      : {}),
  };
  const signatures = Object.values(decoded.transaction.signatures).map((signature) =>
    base58.encode(signature ?? new Uint8Array(64)),
  );
  return { message, signatures };
}

/** The Solana JSON-RPC methods the shim answers, over one ledger. */
export function rpcMethods({
  ledger,
  airdrop,
}: RpcDeps): Record<string, Method | ((params: Params) => Promise<unknown>)> {
  const context = () => ({ apiVersion: SOLANA_CORE_VERSION, slot: ledger.slot() });
  const withContext = (value: unknown) => ({ context: context(), value });
  const account = (key: Address) => existing(ledger.svm, key);

  function tokenAccountsOf(
    owner: Address,
    filter: Config,
  ): { pubkey: Address; token: NonNullable<ReturnType<typeof readTokenAccount>> }[] {
    const mint = filter.mint === undefined ? undefined : addressParam(filter.mint);
    const programs =
      filter.programId !== undefined
        ? [addressParam(filter.programId)]
        : mint !== undefined
          ? [account(mint)?.programAddress ?? TOKEN_PROGRAM]
          : null;
    if (programs === null) throw invalidParams('Invalid params: a mint or a programId is required');
    return programs.flatMap((program) =>
      ledger.svm.getProgramAccounts(program).flatMap((candidate) => {
        const token = readTokenAccount(candidate);
        return token && token.owner === owner && (mint === undefined || token.mint === mint)
          ? [{ pubkey: candidate.address, token }]
          : [];
      }),
    );
  }

  function simulateTransaction(params: Params) {
    const config = configParam(params[1]);
    const decoded = decodeTransaction(readWire(params[0], config.encoding));
    const sigVerify = config.sigVerify === true;
    const replace = config.replaceRecentBlockhash === true;
    if (sigVerify && replace) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
    const empty = { accounts: null, innerInstructions: null, logs: [], returnData: null, unitsConsumed: 0n };
    if (!replace && !ledger.isBlockhashValid(decoded.blockhash)) {
      return withContext({ ...empty, err: 'BlockhashNotFound', replacementBlockhash: null });
    }
    const simulation = ledger.simulate(decoded, { sigVerify });
    const replacementBlockhash = replace ? ledger.latestBlockhash() : null;
    const fee = transactionFee(decoded);
    if (!simulation.ok) {
      if (sigVerify && simulation.error.json === 'SignatureFailure') throw signatureFailure();
      return withContext({
        ...empty,
        err: simulation.error.json,
        logs: simulation.logs,
        unitsConsumed: simulation.units,
        replacementBlockhash,
        fee,
      });
    }
    const meta = simulation.info.meta();
    const post = simulation.info.postAccounts();
    const wanted = configParam(config.accounts);
    const accounts = Array.isArray(wanted.addresses)
      ? wanted.addresses.map((key) => {
          const address = addressParam(key);
          const after = post.find((candidate) => candidate.address === address) ?? account(address);
          return encodeAccount(ledger.svm, after, wanted.encoding ?? 'base64');
        })
      : null;
    const returned = meta.returnData();
    const returnData =
      returned.data().length === 0
        ? null
        : { programId: base58.encode(returned.programId()), data: [base64.encode(returned.data()), 'base64'] };
    return withContext({
      accounts,
      err: null,
      fee,
      innerInstructions: null,
      logs: meta.logs(),
      replacementBlockhash,
      returnData,
      unitsConsumed: meta.computeUnitsConsumed(),
    });
  }

  function sendTransaction(params: Params): string {
    const config = configParam(params[1]);
    const decoded = decodeTransaction(readWire(params[0], config.encoding));
    if (!decoded.signed) throw signatureFailure();
    // Refused even with skipPreflight: a validator would drop it silently, which helps nobody here.
    if (!ledger.isBlockhashValid(decoded.blockhash))
      throw preflightFailure('Blockhash not found', 'BlockhashNotFound', [], 0n);
    if (config.skipPreflight !== true) {
      const simulation = ledger.simulate(decoded, { sigVerify: true });
      if (!simulation.ok) {
        if (simulation.error.json === 'SignatureFailure') throw signatureFailure();
        throw preflightFailure(simulation.error.message, simulation.error.json, simulation.logs, simulation.units);
      }
    }
    const execution = ledger.execute(decoded);
    if (!execution.landed) {
      if (execution.error.json === 'SignatureFailure') throw signatureFailure();
      throw preflightFailure(execution.error.message, execution.error.json, [], 0n);
    }
    return decoded.signature;
  }

  function getTransaction(params: Params) {
    if (typeof params[0] !== 'string') throw invalidParams('Invalid param: Invalid');
    const config = configParam(params[1]);
    const receipt = ledger.receipts.get(params[0]);
    if (receipt === undefined) return null;
    const { decoded } = receipt;
    if (decoded.version === 0 && config.maxSupportedTransactionVersion === undefined) {
      throw new RpcError(
        RpcCode.UNSUPPORTED_TRANSACTION_VERSION,
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
      );
    }
    const encoding = config.encoding ?? 'json';
    const transaction =
      encoding === 'base64'
        ? [base64.encode(decoded.wire), 'base64']
        : encoding === 'base58'
          ? [base58.encode(decoded.wire), 'base58']
          : encoding === 'json' || encoding === 'jsonParsed'
            ? jsonTransaction(receipt, encoding === 'jsonParsed')
            : (() => {
                throw invalidParams(`Invalid params: unsupported encoding ${String(encoding)}`);
              })();
    return {
      blockTime: receipt.blockTime,
      meta: {
        computeUnitsConsumed: receipt.computeUnits,
        err: receipt.err,
        fee: receipt.fee,
        innerInstructions: [],
        loadedAddresses: receipt.loaded,
        logMessages: receipt.logs,
        postBalances: receipt.postBalances,
        postTokenBalances: receipt.postTokenBalances,
        preBalances: receipt.preBalances,
        preTokenBalances: receipt.preTokenBalances,
        rewards: [],
        status: receipt.err === null ? { Ok: null } : { Err: receipt.err },
      },
      slot: receipt.slot,
      transaction,
      version: decoded.version,
    };
  }

  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'feature-set': 0, 'solana-core': SOLANA_CORE_VERSION }),
    getGenesisHash: () => GENESIS_HASH,
    getSlot: () => ledger.slot(),
    getBlockHeight: () => ledger.blockHeight(),
    getEpochInfo: () => {
      const slotsInEpoch = ledger.svm.getEpochSchedule().slotsPerEpoch;
      const slot = ledger.slot();
      return {
        absoluteSlot: slot,
        blockHeight: ledger.blockHeight(),
        epoch: slot / slotsInEpoch,
        slotIndex: slot % slotsInEpoch,
        slotsInEpoch,
        transactionCount: BigInt(ledger.receipts.size),
      };
    },
    getLatestBlockhash: () => withContext(ledger.latestBlockhash()),
    isBlockhashValid: (params) => {
      if (typeof params[0] !== 'string') throw invalidParams('Invalid param: Invalid');
      return withContext(ledger.isBlockhashValid(params[0]));
    },
    getBalance: (params) => withContext(ledger.svm.getBalance(addressParam(params[0])) ?? 0n),
    getAccountInfo: (params) =>
      withContext(encodeAccount(ledger.svm, account(addressParam(params[0])), configParam(params[1]).encoding)),
    getMultipleAccounts: (params) => {
      if (!Array.isArray(params[0])) throw invalidParams('Invalid params: expected an array of addresses');
      const { encoding } = configParam(params[1]);
      return withContext(params[0].map((key) => encodeAccount(ledger.svm, account(addressParam(key)), encoding)));
    },
    getTokenAccountBalance: (params) => {
      const token = readTokenAccount(account(addressParam(params[0])));
      if (token === null) throw invalidParams('Invalid param: not a Token account');
      const decimals = readMintAccount(account(token.mint))?.decimals ?? 0;
      return withContext(uiTokenAmount(token.amount, decimals));
    },
    getTokenAccountsByOwner: (params) => {
      const owner = addressParam(params[0]);
      const { encoding } = configParam(params[2]);
      const found = tokenAccountsOf(owner, configParam(params[1]));
      return withContext(
        found.map(({ pubkey }) => ({ pubkey, account: encodeAccount(ledger.svm, account(pubkey), encoding) })),
      );
    },
    getMinimumBalanceForRentExemption: (params) => ledger.svm.minimumBalanceForRentExemption(integerParam(params[0])),
    getFeeForMessage: (params) => {
      if (typeof params[0] !== 'string') throw invalidParams('Invalid param: Invalid');
      let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>;
      try {
        message = getCompiledTransactionMessageDecoder().decode(base64.decode(params[0]));
      } catch {
        throw invalidParams('Invalid param: the message is not a base64 transaction message');
      }
      if (message.version === 1) throw invalidParams('v1 transactions are not supported by the local cluster');
      const valid = ledger.isBlockhashValid((message as unknown as { lifetimeToken: string }).lifetimeToken);
      return withContext(valid ? transactionFee(message) : null);
    },
    getRecentPrioritizationFees: () => [],
    simulateTransaction,
    sendTransaction,
    getSignatureStatuses: (params) => {
      if (!Array.isArray(params[0])) throw invalidParams('Invalid params: expected an array of signatures');
      return withContext(
        params[0].map((signature) => {
          const receipt = typeof signature === 'string' ? ledger.receipts.get(signature) : undefined;
          if (receipt === undefined) return null;
          return {
            confirmationStatus: 'finalized',
            confirmations: null,
            err: receipt.err,
            slot: receipt.slot,
            status: receipt.err === null ? { Ok: null } : { Err: receipt.err },
          };
        }),
      );
    },
    getTransaction,
    requestAirdrop: (params) => airdrop(addressParam(params[0]), lamports(integerParam(params[1]))),
  };
}
