import type { RouteRequest, RouteResponse, routeDomains } from '@foyer/headless/contract';
import type { EmulatorContext } from '../../kernel/context.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { invalidData } from '../../kernel/errors.ts';
import type { UserRecord } from '../../kernel/identity.ts';
import { requireMfa } from '../../kernel/mfaGate.ts';
import { addressOf, isEntropyOf, keysOf } from '../../walletIframe/keySource.ts';
import { userSignerPublicKey } from '../../walletIframe/userSigner.ts';
import { openSealedShare, requireEntropy, requireOwnOrigin, sameAddress, walletsOfEntropy } from '../wallets/index.ts';
import { enclaveKey, rebuiltEntropy } from './enclave.ts';
import { embeddedAccount, newId, nowSeconds, wireWallet } from './records.ts';
import { type KeyQuorumRecord, type ServerWalletRecord, walletApiSlice } from './slice.ts';

type DelegateBody = RouteRequest<typeof routeDomains.walletApi.delegate>;
type Request = { appId: string; c: EmulatorContext };

const notTheUsers = () => invalidData('Address to delegate is not associated with current user.');

/** The user's owner key quorum (their user signer), made once. */
function ownerQuorum(core: EmulatorCore, appId: string, owner: UserRecord, publicKey: string): KeyQuorumRecord {
  const quorums = core.slice(walletApiSlice).keyQuorums;
  const existing = [...quorums.values()].find(
    (quorum) => quorum.app_id === appId && quorum.user_id === owner.user.id && quorum.public_keys[0] === publicKey,
  );
  if (existing) return existing;
  const quorum: KeyQuorumRecord = {
    app_id: appId,
    user_id: owner.user.id,
    id: newId(),
    public_keys: [publicKey],
    authorization_threshold: 1,
    display_name: 'User signer',
  };
  quorums.set(quorum.id, quorum);
  return quorum;
}

/**
 * `POST /api/v1/wallets/delegate`, from the wallet iframe (its origin, the user's token, their MFA
 * like the auth share): the enclave opens its share, checks that with the auth share it rebuilds
 * the entropy named, that each address is the user's wallet of that entropy at that index, and that
 * the owner key is the entropy's user signer; then keeps the share (wrapped by the KMS) and lists
 * the wallets, each with a stable id, shown on the user's wallet accounts (`delegated`, `id`).
 */
export async function delegate(
  core: EmulatorCore,
  { appId, c }: Request,
  body: DelegateBody,
): Promise<RouteResponse<typeof routeDomains.walletApi.delegate>> {
  requireOwnOrigin(c);
  const owner = await core.identity.authenticate({ appId, c });
  const entropy = requireEntropy(core, appId, owner, body);
  await requireMfa(core, { appId, c }, owner);
  const share = await openSealedShare((await enclaveKey(core)).privateKey, body.encrypted_tee_share).catch(() => {
    throw invalidData("`encrypted_tee_share` does not open with the enclave's key (GET /api/v1/wallets/tee_key)");
  });
  const secret = await rebuiltEntropy(share, entropy.auth_share).catch(() => undefined);
  const keys = secret && keysOf(secret, entropy);
  if (!secret || !keys || !isEntropyOf(keys, entropy)) {
    throw invalidData("The share does not rebuild the wallet's key with the auth share");
  }
  const accounts = walletsOfEntropy(entropy, owner);
  const delegated = body.delegated_addresses.map(({ chain_type: chain, address, wallet_index: index }) => {
    const account = accounts.find(
      (wallet) =>
        wallet.chain_type === chain &&
        (wallet.wallet_index ?? 0) === index &&
        sameAddress(chain, wallet.address, address),
    );
    let derived: string | undefined;
    try {
      derived = addressOf(keys, chain, index);
    } catch {
      derived = undefined;
    }
    if (!account || derived === undefined || !sameAddress(chain, derived, address)) throw notTheUsers();
    return account;
  });
  if (body.owner_public_key !== userSignerPublicKey(secret)) {
    throw invalidData("`owner_public_key` is not this wallet's user signer");
  }
  const state = core.slice(walletApiSlice);
  const quorum = ownerQuorum(core, appId, owner, body.owner_public_key);
  state.shares.set(entropy.entropy_id, {
    app_id: appId,
    user_id: owner.user.id,
    entropy_id: entropy.entropy_id,
    wrapped_share: await core.walletKms.wrap(share),
  });
  const wallets = delegated.map((account) => {
    let wallet = [...state.wallets.values()].find(
      (candidate) =>
        candidate.user_id === owner.user.id &&
        candidate.chain_type === account.chain_type &&
        sameAddress(account.chain_type, candidate.address, account.address),
    );
    if (!wallet) {
      wallet = {
        app_id: appId,
        id: newId(),
        address: account.address,
        chain_type: account.chain_type,
        created_at: nowSeconds(core, appId),
        exported_at: null,
        policy_ids: [],
        additional_signers: [],
        owner_id: quorum.id,
        user_id: owner.user.id,
        entropy_id: entropy.entropy_id,
        wallet_index: account.wallet_index ?? 0,
        delegated: true,
        wrapped_key: null,
      } satisfies ServerWalletRecord;
      state.wallets.set(wallet.id, wallet);
    }
    wallet.delegated = true;
    wallet.owner_id = quorum.id;
    account.delegated = true;
    account.id = wallet.id;
    return wireWallet(wallet);
  });
  return { message: 'Wallets delegated', wallets };
}

/**
 * `POST /api/v1/wallets/revoke`, from the app's page (the user's token): the enclave's shares of
 * the user are deleted and their wallets' session signers removed; the wallets keep their ids but
 * are no longer delegated, so every later wallet-API request on them is refused (403).
 */
export async function revoke(core: EmulatorCore, { appId, c }: Request): Promise<{ message: string }> {
  const owner = await core.identity.authenticate({ appId, c });
  const state = core.slice(walletApiSlice);
  for (const [id, share] of state.shares) if (share.user_id === owner.user.id) state.shares.delete(id);
  for (const wallet of state.wallets.values()) {
    if (wallet.user_id !== owner.user.id) continue;
    wallet.delegated = false;
    wallet.additional_signers = [];
    const account = embeddedAccount(owner, wallet.chain_type, wallet.address);
    if (account) account.delegated = false;
  }
  return { message: 'Delegated actions revoked' };
}
