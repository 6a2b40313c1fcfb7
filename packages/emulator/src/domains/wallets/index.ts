import { routeDomains, type WireWalletAccount } from '@foyer/headless/contract';
import { base64 } from '@scure/base';
import type * as v from 'valibot';
import { deleteRecordsOf } from '../../kernel/app.ts';
import type { EmulatorContext } from '../../kernel/context.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { defineDomain } from '../../kernel/domain.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import type { UserRecord } from '../../kernel/identity.ts';
import { requireMfa } from '../../kernel/mfaGate.ts';
import { findApp } from '../apps/index.ts';
import { checkDeviceSignature, registerDevice, requireDevice } from './devices.ts';
import {
  checkNextIndex,
  embeddedWalletAccount,
  embeddedWallets,
  entropyExists,
  entropyOfUser,
  linkWallet,
  requireEntropy,
  requireFreeWallet,
  requireOwnOrigin,
  walletsOfEntropy,
  wireEntropy,
} from './entropies.ts';
import { chainOfVerifier, verifierOfChain } from './entropyRefs.ts';
import { checkPossession, issueChallenge, takeChallenge, verifyPossession } from './possession.ts';
import { decryptShare } from './recoveryCipher.ts';
import { walletBodies, walletsStateSchema } from './schemas.ts';
import { sealShare } from './seal.ts';
import { type EntropyRecord, type StoredRecovery, walletsSlice } from './slice.ts';

const routes = routeDomains.embeddedWallets;

/**
 * The iframe's caller: its own origin first (403), then a valid access token (401). The `Origin`
 * check only stops app pages inside browsers (which cannot forge it); what protects each share is
 * checked by its route: a registered device for the auth share, the key store for the recovery share.
 */
async function iframeCaller(core: EmulatorCore, appId: string, c: EmulatorContext) {
  requireOwnOrigin(c);
  return core.identity.authenticate({ appId, c });
}

/** The recovery key as sent (32 bytes of base64), wrapped by the instance's KMS key. */
async function wrapRecoveryKey(core: EmulatorCore, recoveryKey: string): Promise<string> {
  const raw = base64.decode(recoveryKey);
  if (raw.length !== 32) throw invalidData('`recovery_key` must be 32 bytes of base64');
  return core.walletKms.wrap(raw);
}

type Material = v.InferOutput<typeof walletBodies.setRecovery>['recovery'];

/** What the provider keeps of a recovery share's protection: an automatic key only wrapped, a user-owned one not at all. */
async function storedRecovery(
  core: EmulatorCore,
  material: Material,
): Promise<StoredRecovery & { recovery_share_ciphertext: string }> {
  const { recovery_share_ciphertext } = material;
  if (material.recovery_method === 'privy') {
    const wrapped_recovery_key = await wrapRecoveryKey(core, material.recovery_key);
    return { recovery_share_ciphertext, recovery_method: 'privy', wrapped_recovery_key };
  }
  if (material.recovery_method === 'user-passcode') {
    if (base64.decode(material.recovery_kdf.salt).length < 16) throw invalidData('The scrypt salt must be 16 bytes');
    return { recovery_share_ciphertext, recovery_method: 'user-passcode', recovery_kdf: material.recovery_kdf };
  }
  return {
    recovery_share_ciphertext,
    recovery_method: material.recovery_method,
    recovery_file: material.recovery_file,
  };
}

/** The entropy with its recovery replaced; its wallet accounts show the new method. */
function withRecovery(
  entropy: EntropyRecord,
  owner: UserRecord,
  recovery: StoredRecovery & { recovery_share_ciphertext: string },
): EntropyRecord {
  const { app_id, user_id, entropy_id, entropy_id_verifier, auth_share, imported } = entropy;
  for (const wallet of walletsOfEntropy(entropy, owner)) wallet.recovery_method = recovery.recovery_method;
  const common = { app_id, user_id, entropy_id, entropy_id_verifier, auth_share, ...(imported ? { imported } : {}) };
  return { ...common, ...recovery };
}

/** Reference §6.5: apps whose wallets are TEE-held server wallets cannot import a key. */
function refuseImportInTeeMode(core: EmulatorCore, appId: string): void {
  if (findApp(core, appId)?.config.embedded_wallet_config.mode === 'user-controlled-server-wallets-only') {
    throw new ApiError(
      403,
      undefined,
      "Importing a wallet is not allowed in TEE mode (embedded_wallet_config.mode 'user-controlled-server-wallets-only')",
    );
  }
}

/**
 * Keeps a new entropy (created or imported): its shares and its recovery key wrapped by the KMS,
 * with its first wallet linked to the user. The proof of possession has been checked.
 */
async function keepEntropy(
  core: EmulatorCore,
  { appId, owner, account }: { appId: string; owner: UserRecord; account: WireWalletAccount },
  body: NewEntropy,
  { imported = false }: { imported?: boolean } = {},
) {
  const recovery = await storedRecovery(core, body.recovery);
  const entropy: EntropyRecord = {
    app_id: appId,
    user_id: owner.user.id,
    entropy_id: account.address,
    entropy_id_verifier: verifierOfChain(account.chain_type),
    auth_share: body.auth_share,
    ...recovery,
    ...(imported ? { imported: true as const } : {}),
  };
  linkWallet(core, owner, { ...account, recovery_method: recovery.recovery_method });
  core.slice(walletsSlice).entropies.set(entropy.entropy_id, entropy);
  registerDevice(core, { appId, userId: owner.user.id }, body.device.public_key, imported ? 'import' : 'creation');
  return wireEntropy(entropy, owner);
}

type NewEntropy = v.InferOutput<typeof walletBodies.registerEntropy>;

/**
 * The proofs of a new entropy, on one challenge: the first wallet's signature (its key is held) and
 * the device's (the device that will hold the device share).
 */
async function proveNewEntropy(core: EmulatorCore, appId: string, owner: UserRecord, body: NewEntropy) {
  const { wallet } = body;
  takeChallenge(core, { appId, userId: owner.user.id }, wallet.challenge);
  await checkPossession(wallet.chain_type, wallet.address, wallet);
  await checkDeviceSignature({ ...body.device, challenge: wallet.challenge });
}

/**
 * Opens the recovery share with the key only the key store holds (500 when this instance has another
 * KMS key; 400 for user-owned recovery, which the provider cannot open).
 */
async function openRecoveryShare(core: EmulatorCore, entropy: EntropyRecord): Promise<Uint8Array> {
  if (entropy.recovery_method !== 'privy') {
    throw invalidData(
      `This wallet is recovered with the user's ${entropy.recovery_method === 'user-passcode' ? 'password' : `${entropy.recovery_method} backup`}, not automatically: the provider cannot open its recovery share`,
    );
  }
  try {
    const recoveryKey = await core.walletKms.unwrap(entropy.wrapped_recovery_key);
    return await decryptShare(base64.decode(entropy.recovery_share_ciphertext), recoveryKey);
  } catch {
    throw new ApiError(500, undefined, "The recovery share does not open with this instance's walletKmsKey");
  }
}

/**
 * Embedded wallets (the wallet iframe's server side): each user's entropy as shares, the wallets
 * derived from it as linked accounts, and the iframe-only routes that register and release shares,
 * and the devices each user holds a device share on.
 */
export const walletsDomain = defineDomain({
  ...walletsSlice,
  forgetApp(core, appId) {
    const state = core.slice(walletsSlice);
    deleteRecordsOf(state.entropies, appId);
    deleteRecordsOf(state.challenges, appId);
    state.devices = state.devices.filter((device) => device.app_id !== appId);
  },
  state: {
    schema: walletsStateSchema,
    save: ({ entropies, devices }) => ({
      entropies: structuredClone([...entropies.values()]),
      devices: structuredClone(devices),
    }),
    load: ({ entropies, devices }) => ({
      entropies: new Map(entropies.map((entropy): [string, EntropyRecord] => [entropy.entropy_id, entropy])),
      devices,
      challenges: new Map(),
    }),
  },
  forgetUser(core, userId) {
    const state = core.slice(walletsSlice);
    for (const [id, entropy] of state.entropies) if (entropy.user_id === userId) state.entropies.delete(id);
    state.devices = state.devices.filter((device) => device.user_id !== userId);
  },
  register({ core, route }) {
    route(routes.challenge, walletBodies.challenge, async ({ appId, c }) => {
      const owner = await iframeCaller(core, appId, c);
      return { challenge: issueChallenge(core, appId, owner.user.id) };
    });

    route(routes.registerEntropy, walletBodies.registerEntropy, async ({ body, appId, c }) => {
      const owner = await iframeCaller(core, appId, c);
      if (entropyOfUser(core, owner.user.id)) throw entropyExists();
      const { wallet } = body;
      const existing = embeddedWallets(owner.user);
      checkNextIndex(existing, wallet.chain_type, wallet.wallet_index);
      await proveNewEntropy(core, appId, owner, body);
      return keepEntropy(
        core,
        { appId, owner, account: embeddedWalletAccount(core, wallet.chain_type, wallet.address, 0) },
        body,
      );
    });

    route(routes.importEntropy, walletBodies.importEntropy, async ({ body, appId, c }) => {
      const owner = await iframeCaller(core, appId, c);
      refuseImportInTeeMode(core, appId);
      const { wallet } = body;
      const account = embeddedWalletAccount(core, wallet.chain_type, wallet.address, 0, true);
      // Checked before the proof (a clear answer for a duplicate) and again when linking.
      requireFreeWallet(core, owner, account);
      await proveNewEntropy(core, appId, owner, body);
      return keepEntropy(core, { appId, owner, account }, body, { imported: true });
    });

    route(routes.authShare, walletBodies.authShare, async ({ body, appId, c }) => {
      const owner = await iframeCaller(core, appId, c);
      const entropy = requireEntropy(core, appId, owner, body);
      await requireMfa(core, { appId, c }, owner);
      await requireDevice(core, { appId, userId: owner.user.id }, body.device);
      return { ...wireEntropy(entropy, owner), auth_share: entropy.auth_share };
    });

    route(routes.recover, walletBodies.recover, async ({ body, appId, c }) => {
      const owner = await iframeCaller(core, appId, c);
      const entropy = requireEntropy(core, appId, owner, body);
      await requireMfa(core, { appId, c }, owner);
      const userRef = { appId, userId: owner.user.id };
      takeChallenge(core, userRef, body.device.challenge);
      await checkDeviceSignature(body.device);
      const share = await openRecoveryShare(core, entropy);
      const sealed = await sealShare(body.recipient_public_key, share).catch(() => {
        throw invalidData('`recipient_public_key` is not a P-256 public key');
      });
      registerDevice(core, userRef, body.device.public_key, 'recovery');
      return { ...wireEntropy(entropy, owner), sealed_recovery_share: sealed };
    });

    route(routes.setRecovery, walletBodies.setRecovery, async ({ body, appId, c }) => {
      const owner = await iframeCaller(core, appId, c);
      const entropy = requireEntropy(core, appId, owner, body);
      await requireMfa(core, { appId, c }, owner);
      await requireDevice(core, { appId, userId: owner.user.id }, body.device);
      const updated = withRecovery(entropy, owner, await storedRecovery(core, body.recovery));
      core.slice(walletsSlice).entropies.set(updated.entropy_id, updated);
      return wireEntropy(updated, owner);
    });

    route(routes.userRecovery, walletBodies.userRecovery, async ({ body, appId, c }) => {
      const owner = await iframeCaller(core, appId, c);
      const entropy = requireEntropy(core, appId, owner, body);
      await requireMfa(core, { appId, c }, owner);
      if (entropy.recovery_method === 'privy') {
        throw invalidData('This wallet uses automatic recovery: it has no password or cloud backup');
      }
      const { recovery_share_ciphertext } = entropy;
      const recovery =
        entropy.recovery_method === 'user-passcode'
          ? { recovery_share_ciphertext, recovery_method: entropy.recovery_method, recovery_kdf: entropy.recovery_kdf }
          : {
              recovery_share_ciphertext,
              recovery_method: entropy.recovery_method,
              recovery_file: entropy.recovery_file,
            };
      return { ...wireEntropy(entropy, owner), auth_share: entropy.auth_share, recovery };
    });

    route(routes.registerRecoveredDevice, walletBodies.registerRecoveredDevice, async ({ body, appId, c }) => {
      const owner = await iframeCaller(core, appId, c);
      const entropy = requireEntropy(core, appId, owner, body);
      await requireMfa(core, { appId, c }, owner);
      const userRef = { appId, userId: owner.user.id };
      const chain = chainOfVerifier(entropy.entropy_id_verifier);
      await verifyPossession(core, userRef, chain, entropy.entropy_id, body.wallet);
      await checkDeviceSignature({ ...body.device, challenge: body.wallet.challenge });
      registerDevice(core, userRef, body.device.public_key, 'recovery');
      return wireEntropy(entropy, owner);
    });

    route(routes.addWallet, walletBodies.addWallet, async ({ body, appId, c }) => {
      const owner = await iframeCaller(core, appId, c);
      const entropy = requireEntropy(core, appId, owner, body);
      if (entropy.imported) throw invalidData('An imported wallet derives no other wallets');
      const { wallet } = body;
      checkNextIndex(embeddedWallets(owner.user), wallet.chain_type, wallet.wallet_index);
      await verifyPossession(core, { appId, userId: owner.user.id }, wallet.chain_type, wallet.address, wallet);
      // Checked again: another request may have taken the index while the signature was verified.
      checkNextIndex(embeddedWallets(owner.user), wallet.chain_type, wallet.wallet_index);
      const account = embeddedWalletAccount(core, wallet.chain_type, wallet.address, wallet.wallet_index);
      linkWallet(core, owner, { ...account, recovery_method: entropy.recovery_method });
      return wireEntropy(entropy, owner);
    });
  },
});

export { registeredDevices } from './devices.ts';
export {
  embeddedWallets,
  entropyById,
  entropyOfUser,
  requireEntropy,
  requireOwnOrigin,
  walletsOfEntropy,
} from './entropies.ts';
export { sameAddress } from './entropyRefs.ts';
export {
  CROSS_APP_TRANSACT_SCRIPT_PATH,
  registerWalletIframe,
  type WalletIframeScript,
  type WalletScript,
} from './iframePage.ts';
export { verifierSchema } from './schemas.ts';
export { openSealedShare, recipientKeyPair } from './seal.ts';
export type { EntropyRecord } from './slice.ts';
