/**
 * The account the funding stand-ins pay from on every local chain (the on-ramps' payouts, the
 * bridge's fills and refunds; the bridge's deposit address on the EVM chains). Browser-safe: the
 * addresses of fixed local test keys, not secrets (`evm/fundingAccount.ts` and
 * `solana/genesis.ts` derive them; a test checks they match). Funded at each chain's start, so the
 * funds survive `reset()`, snapshots and reverts.
 */
export const FUNDING_ACCOUNT = {
  evm: '0x96e48d9dcbeA9356758Ab4f9e389DbE3859085Fa',
  solana: '9NAmDiYYuHkiYuQXLpzjoQBhVLiCJcPuYQPFubnsrjrt',
} as const;

/** What the account holds at each chain's start, in whole units: ETH or SOL, and the USDC-like token. */
export const FUNDING_ACCOUNT_START = { native: '1000000', usdc: '1000000000' } as const;

/** What `LocalChain.pay` sends: the chain's native currency or its USDC-like token. */
export type PayAsset = 'native' | 'usdc';
