import {
  type EntropyIdVerifier,
  ErrorCode,
  type RouteResponse,
  type routeDomains,
  type WalletChainType,
  type WireUser,
  type WireWalletAccount,
} from '@foyer/headless/contract';
import { toUnixSeconds } from '../../kernel/clock.ts';
import type { EmulatorContext } from '../../kernel/context.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import type { UserRecord } from '../../kernel/identity.ts';
import { linkedToAnotherUser } from '../identity/index.ts';
import { chainOfVerifier, sameAddress } from './entropyRefs.ts';
import { type EntropyRecord, walletsSlice } from './slice.ts';

export type WireEntropy = RouteResponse<typeof routeDomains.embeddedWallets.registerEntropy>;

/** CAIP-2 ids of the chains embedded wallets are created on. */
export const CHAIN_IDS: Record<WalletChainType, string> = {
  ethereum: 'eip155:1',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
};

/**
 * The wallet iframe's routes answer only the iframe: a request whose `Origin` is the emulator's own.
 * An app page (another origin) cannot fetch a share, even with the user's token.
 */
export function requireOwnOrigin(c: EmulatorContext): void {
  const origin = c.req.header('origin');
  // A browser sends no Origin with a same-origin GET; it says so in Sec-Fetch-Site, which no page can set.
  const sameOrigin = origin === undefined && c.req.header('sec-fetch-site') === 'same-origin';
  if (origin !== new URL(c.req.url).origin && !sameOrigin) {
    throw new ApiError(403, undefined, "Only the wallet iframe (the provider's own origin) may call this route");
  }
}

/** The user's embedded (HD, not imported) wallets: the wallets of their entropy. */
export function embeddedWallets(user: WireUser): WireWalletAccount[] {
  return user.linked_accounts.filter(
    (account): account is WireWalletAccount =>
      account.type === 'wallet' && account.connector_type === 'embedded' && account.imported !== true,
  );
}

/** The user's imported embedded wallets: each is an entropy of its own. */
export function importedWallets(user: WireUser): WireWalletAccount[] {
  return user.linked_accounts.filter(
    (account): account is WireWalletAccount =>
      account.type === 'wallet' && account.connector_type === 'embedded' && account.imported === true,
  );
}

/** The entropy (an HD entropy or an imported key) with this id, of any user. */
export function entropyById(core: EmulatorCore, entropyId: string): EntropyRecord | undefined {
  return core.slice(walletsSlice).entropies.get(entropyId);
}

/** The user's HD entropy (imported keys are not it). */
export function entropyOfUser(core: EmulatorCore, userId: string): EntropyRecord | undefined {
  return [...core.slice(walletsSlice).entropies.values()].find(
    (entropy) => entropy.user_id === userId && !entropy.imported,
  );
}

const unknownEntropy = () => new ApiError(404, undefined, 'No such embedded wallet entropy for this user');

/**
 * The user's entropy named by `entropy_id` and its verifier: either index-0 address (Ethereum with
 * `ethereum-address-verifier`, Solana with `solana-address-verifier`), or the address of one of their
 * imported wallets with its chain's verifier. 404 for anything else, another user's entropy included.
 */
export function requireEntropy(
  core: EmulatorCore,
  appId: string,
  owner: UserRecord,
  ref: { entropy_id: string; entropy_id_verifier: EntropyIdVerifier },
): EntropyRecord {
  const chain = chainOfVerifier(ref.entropy_id_verifier);
  const imported = importedWallets(owner.user).find(
    (wallet) => wallet.chain_type === chain && sameAddress(chain, wallet.address, ref.entropy_id),
  );
  if (imported) {
    const key = core.slice(walletsSlice).entropies.get(imported.address);
    if (!key?.imported || key.user_id !== owner.user.id || key.app_id !== appId) throw unknownEntropy();
    return key;
  }
  const entropy = entropyOfUser(core, owner.user.id);
  if (!entropy || entropy.app_id !== appId) throw unknownEntropy();
  const primary = embeddedWallets(owner.user).find(
    (wallet) => wallet.chain_type === chain && wallet.wallet_index === 0,
  );
  if (!primary || !sameAddress(chain, primary.address, ref.entropy_id)) throw unknownEntropy();
  return entropy;
}

/** The wallet accounts of an entropy: the user's HD embedded wallets, or the imported key's own wallet. */
export function walletsOfEntropy(entropy: EntropyRecord, owner: UserRecord): WireWalletAccount[] {
  if (!entropy.imported) return embeddedWallets(owner.user);
  const chain = chainOfVerifier(entropy.entropy_id_verifier);
  return importedWallets(owner.user).filter(
    (wallet) => wallet.chain_type === chain && sameAddress(chain, wallet.address, entropy.entropy_id),
  );
}

export function wireEntropy(entropy: EntropyRecord, owner: UserRecord): WireEntropy {
  return {
    entropy_id: entropy.entropy_id,
    entropy_id_verifier: entropy.entropy_id_verifier,
    recovery_method: entropy.recovery_method,
    imported: entropy.imported === true,
    wallets: structuredClone(walletsOfEntropy(entropy, owner)),
  };
}

/** Reference §7.3, embedded variant. */
export function embeddedWalletAccount(
  core: EmulatorCore,
  chain: WalletChainType,
  address: string,
  walletIndex: number,
  imported = false,
): WireWalletAccount {
  const now = toUnixSeconds(core.clock.now());
  return {
    type: 'wallet',
    address,
    chain_type: chain,
    chain_id: CHAIN_IDS[chain],
    wallet_client: 'privy',
    wallet_client_type: 'privy',
    connector_type: 'embedded',
    recovery_method: 'privy',
    imported,
    delegated: false,
    wallet_index: walletIndex,
    id: null,
    ...(chain === 'solana' ? { public_key: address } : {}),
    verified_at: now,
    first_verified_at: now,
    latest_verified_at: now,
  };
}

/**
 * Spec §2 creation rules: the index is not negative (the body schema), a chain's first wallet is
 * index 0 (its primary), and every other is the chain's highest index + 1.
 */
export function checkNextIndex(wallets: WireWalletAccount[], chain: WalletChainType, index: number): void {
  const indexes = wallets.filter((wallet) => wallet.chain_type === chain).map((wallet) => wallet.wallet_index ?? 0);
  if (indexes.length === 0) {
    if (index !== 0) throw invalidData(`An additional ${chain} wallet needs a primary wallet (index 0) first`);
    return;
  }
  const next = Math.max(...indexes) + 1;
  if (index !== next) throw invalidData(`The next ${chain} wallet index is ${next}, not ${index}`);
}

/**
 * A new embedded wallet's address must be nobody's in the app: 400 `invalid_data` when the owner
 * already has it, `linked_to_another_user` when another user does.
 */
export function requireFreeWallet(core: EmulatorCore, owner: UserRecord, account: WireWalletAccount): void {
  const holder = core.identity.owner(owner.app_id, account);
  if (holder?.user.id === owner.user.id) {
    throw invalidData(`The wallet ${account.address} is already linked to this user`);
  }
  if (holder) throw linkedToAnotherUser();
}

/** Links a new embedded wallet to its owner (see `requireFreeWallet`). */
export function linkWallet(core: EmulatorCore, owner: UserRecord, account: WireWalletAccount): void {
  requireFreeWallet(core, owner, account);
  owner.user.linked_accounts.push(account);
}

export const entropyExists = () =>
  new ApiError(400, ErrorCode.INVALID_DATA, 'The user already has an embedded wallet entropy: add wallets to it');
