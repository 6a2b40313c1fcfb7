import type { FundWalletExit } from '@foyer/headless';

/**
 * Where the user was when they closed funding, by the params object the opener passed (the screen
 * records it as it goes; the opener reads it for `onUserExited`). Nothing outlives the params.
 */
const exits = new WeakMap<object, FundWalletExit>();

export function recordFundingExit(params: object, exit: FundWalletExit): void {
  exits.set(params, exit);
}

export function fundingExitOf(params: object): FundWalletExit | null {
  return exits.get(params) ?? null;
}
