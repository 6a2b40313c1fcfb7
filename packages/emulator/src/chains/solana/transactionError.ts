import type { FailedTransactionMetadata } from 'litesvm';

/** Solana's `TransactionError` as its RPC writes it: a variant name, or `{ Variant: fields }`. */
export type TransactionErrorJson = string | Record<string, unknown>;

// The variant names in the order of LiteSVM's `TransactionErrorFieldless` and `InstructionErrorFieldless`
// (the order of agave's enums), so the numbers it reports read as Solana's names.
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const;

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const;

// Agave's `Display` texts for the errors a wallet meets; the others read as their spaced-out names.
const TRANSACTION_TEXTS: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
};
const INSTRUCTION_TEXTS: Record<string, string> = {
  GenericError: 'generic instruction error',
  InsufficientFunds: 'insufficient funds for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
};

function spaced(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** LiteSVM's error of a failed transaction, as the RPC's JSON and as agave's one-line message. */
export function describeTransactionError(failed: FailedTransactionMetadata): {
  json: TransactionErrorJson;
  message: string;
} {
  const err = failed.err() as unknown;
  if (typeof err === 'number') {
    const name = TRANSACTION_ERRORS[err] ?? 'UnknownTransactionError';
    return { json: name, message: TRANSACTION_TEXTS[name] ?? spaced(name) };
  }
  const fields = err as { index?: number; accountIndex?: number; err?: () => unknown };
  if (typeof fields.err === 'function') {
    const index = fields.index ?? 0;
    const inner = fields.err() as unknown;
    let json: unknown;
    let text: string;
    if (typeof inner === 'number') {
      const name = INSTRUCTION_ERRORS[inner] ?? 'GenericError';
      json = name;
      text = INSTRUCTION_TEXTS[name] ?? spaced(name);
    } else if (typeof (inner as { code?: unknown }).code === 'number') {
      const code = (inner as { code: number }).code;
      json = { Custom: code };
      text = `custom program error: 0x${code.toString(16)}`;
    } else {
      const msg = String((inner as { msg?: unknown }).msg ?? '');
      json = { BorshIoError: msg };
      text = `Failed to serialize or deserialize account data: ${msg}`;
    }
    return { json: { InstructionError: [index, json] }, message: `Error processing Instruction ${index}: ${text}` };
  }
  const name = err?.constructor.name.replace(/^TransactionError/, '') ?? 'UnknownTransactionError';
  if (fields.accountIndex !== undefined) {
    const message =
      name === 'InsufficientFundsForRent'
        ? `Transaction results in an account (${fields.accountIndex}) with insufficient funds for rent`
        : spaced(name);
    return { json: { [name]: { account_index: fields.accountIndex } }, message };
  }
  return { json: { [name]: fields.index ?? null }, message: spaced(name) };
}
