/**
 * What the funding account (`FUNDING_ACCOUNT`) holds at each chain's start (genesis, so the funds
 * survive `reset()`, snapshots and reverts), in whole units: ETH or SOL, and the USDC-like token.
 */
export const FUNDING_ACCOUNT_START = { native: '1000000', usdc: '1000000000' } as const;
