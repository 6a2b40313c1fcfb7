/**
 * An unsigned Solana transaction with one System transfer of `lamports` from `from` to `to` (both
 * 32-byte public keys), legacy or v0, as a Wallet Standard `solana:signTransaction` takes it. The
 * recent blockhash is all zeros: the demo signs it and never sends it.
 */
export function solanaTransfer(from: Uint8Array, to: Uint8Array, lamports: bigint, version: 'legacy' | 0): Uint8Array {
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true); // the System program's Transfer
  view.setBigUint64(4, lamports, true);
  const message = [
    ...(version === 0 ? [0x80] : []),
    // Header: one signer (the payer), no read-only signer, one read-only key (the System program).
    1,
    0,
    1,
    3,
    ...from,
    ...to,
    ...new Uint8Array(32), // the System program
    ...new Uint8Array(32), // recent blockhash
    1, // one instruction:
    2, // the program's key index,
    2, // two accounts (from, to),
    0,
    1,
    data.length,
    ...data,
    ...(version === 0 ? [0] : []), // no address table lookups
  ];
  return new Uint8Array([1, ...new Uint8Array(64), ...message]);
}
