import { type Address, address } from '@solana/kit';

export const SYSTEM_PROGRAM = address('11111111111111111111111111111111');
export const COMPUTE_BUDGET_PROGRAM = address('ComputeBudget111111111111111111111111111111');
export const TOKEN_PROGRAM = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
export const TOKEN_2022_PROGRAM = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
export const ADDRESS_LOOKUP_TABLE_PROGRAM = address('AddressLookupTab1e1111111111111111111111111');

/** Programs whose instructions carry their own signatures, counted in the fee (their data's first byte). */
export const PRECOMPILES: ReadonlySet<Address> = new Set([
  address('Ed25519SigVerify111111111111111111111111111'),
  address('KeccakSecp256k11111111111111111111111111111'),
  address('Secp256r1SigVerify1111111111111111111111111'),
]);

/** Builtins that get agave's small default compute-unit share (3,000) instead of 200,000. */
export const BUILTINS: ReadonlySet<Address> = new Set([
  SYSTEM_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  address('Vote111111111111111111111111111111111111111'),
  address('BPFLoader1111111111111111111111111111111111'),
  address('BPFLoader2111111111111111111111111111111111'),
  address('BPFLoaderUpgradeab1e11111111111111111111111'),
  address('LoaderV411111111111111111111111111111111111'),
]);

export const isTokenProgram = (program: Address): boolean =>
  program === TOKEN_PROGRAM || program === TOKEN_2022_PROGRAM;
