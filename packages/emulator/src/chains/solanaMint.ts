/**
 * The Solana cluster's USDC mint address, for `EMULATOR_TOKENS`. The cluster (`chains/solana/`) owns
 * the mint and its address; until it runs in this emulator this names it here.
 */
export const SOLANA_USDC_MINT = 'FoyerUsdcMint111111111111111111111111111111';
