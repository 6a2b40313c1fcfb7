import { routeDomains, type WireWalletAccount } from '@foyer/headless/contract';
import { base64 } from '@scure/base';
import type { EmulatorCore } from '../../core.ts';
import { ApiError, invalidData } from '../../http/errors.ts';
import type { EmulatorContext } from '../../http/registry.ts';
import { findApp } from '../apps/apps.ts';
import { defineDomain } from '../domain.ts';
import { authenticate } from '../sessions/authenticate.ts';
import type { UserRecord } from '../users/slice.ts';
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
import { issueChallenge, verifyPossession } from './possession.ts';
import { walletBodies, walletsStateSchema } from './schemas.ts';
import { type EntropyRecord, walletsSlice } from './slice.ts';

const routes = routeDomains.embeddedWallets;

/** The iframe's caller: its own origin first (403), then a valid access token (401). */
async function iframeCaller(core: EmulatorCore, appId: string, c: EmulatorContext) {
  requireOwnOrigin(c);
  const { record } = await authenticate(core, appId, c.req.raw.headers);
  return record;
}

/** The recovery key as sent (32 bytes of base64), wrapped by the instance's KMS key. */
async function wrapRecoveryKey(core: EmulatorCore, recoveryKey: string): Promise<string> {
  const raw = base64.decode(recoveryKey);
  if (raw.length !== 32) throw invalidData('`recovery_key` must be 32 bytes of base64');
  return core.walletKms.wrap(raw);
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
 * Embedded wallets (the wallet iframe's server side): each user's entropy as shares, the wallets
 * derived from it as linked accounts, and the iframe-only routes that register and release shares.
 */
/**
 * Keeps a new entropy (created or imported): its shares and its recovery key wrapped by the KMS,
 * with its first wallet linked to the user. The proof of possession has been checked.
 */
async function keepEntropy(
  core: EmulatorCore,
  { appId, owner, account }: { appId: string; owner: UserRecord; account: WireWalletAccount },
  body: { auth_share: string; recovery_share_ciphertext: string; recovery_key: string },
  { imported = false }: { imported?: boolean } = {},
) {
  const entropy: EntropyRecord = {
    app_id: appId,
    user_id: owner.user.id,
    entropy_id: account.address,
    entropy_id_verifier: verifierOfChain(account.chain_type),
    share_version: 1,
    auth_share: body.auth_share,
    recovery_share_ciphertext: body.recovery_share_ciphertext,
    wrapped_recovery_key: await wrapRecoveryKey(core, body.recovery_key),
    recovery_method: 'privy',
    ...(imported ? { imported: true as const } : {}),
  };
  linkWallet(core, owner, account);
  core.slice(walletsSlice).entropies.set(entropy.entropy_id, entropy);
  return wireEntropy(entropy, owner);
}

export const walletsDomain = defineDomain({
  ...walletsSlice,
  state: {
    schema: walletsStateSchema,
    save: ({ entropies }) => ({ entropies: structuredClone([...entropies.values()]) }),
    load: ({ entropies }) => ({
      entropies: new Map(entropies.map((entropy): [string, EntropyRecord] => [entropy.entropy_id, entropy])),
      challenges: new Map(),
    }),
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
      await verifyPossession(core, { appId, userId: owner.user.id }, wallet.chain_type, wallet.address, wallet);
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
      await verifyPossession(core, { appId, userId: owner.user.id }, wallet.chain_type, wallet.address, wallet);
      return keepEntropy(core, { appId, owner, account }, body, { imported: true });
    });

    route(routes.authShare, walletBodies.entropyRef, async ({ body, appId, c }) => {
      const owner = await iframeCaller(core, appId, c);
      const entropy = requireEntropy(core, appId, owner, body);
      return { ...wireEntropy(entropy, owner), auth_share: entropy.auth_share };
    });

    route(routes.recoveryShare, walletBodies.entropyRef, async ({ body, appId, c }) => {
      const owner = await iframeCaller(core, appId, c);
      const entropy = requireEntropy(core, appId, owner, body);
      return { ...wireEntropy(entropy, owner), recovery_share_ciphertext: entropy.recovery_share_ciphertext };
    });

    route(routes.recoveryKeyMaterial, walletBodies.recoveryKeyMaterial, async ({ body, params, appId, c }) => {
      const owner = await iframeCaller(core, appId, c);
      const chain = body.chain_type ?? (params.address.startsWith('0x') ? 'ethereum' : 'solana');
      const entropy = requireEntropy(core, appId, owner, {
        entropy_id: params.address,
        entropy_id_verifier: verifierOfChain(chain),
      });
      const recoveryKey = await core.walletKms.unwrap(entropy.wrapped_recovery_key).catch(() => {
        throw new ApiError(
          500,
          undefined,
          'The recovery key was wrapped by another walletKmsKey than this instance has',
        );
      });
      return {
        recovery_type: 'privy_generated_recovery_key' as const,
        recovery_key: base64.encode(recoveryKey),
        recovery_key_derivation_salt: '',
        recovery_code: '',
        file_id: '',
        icloud_record_name: '',
      };
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
      linkWallet(core, owner, embeddedWalletAccount(core, wallet.chain_type, wallet.address, wallet.wallet_index));
      return wireEntropy(entropy, owner);
    });

    route(routes.replaceShares, walletBodies.replaceShares, async ({ body, appId, c }) => {
      const owner = await iframeCaller(core, appId, c);
      const entropy = requireEntropy(core, appId, owner, body);
      const chain = chainOfVerifier(entropy.entropy_id_verifier);
      await verifyPossession(core, { appId, userId: owner.user.id }, chain, entropy.entropy_id, body);
      const wrapped = await wrapRecoveryKey(core, body.recovery_key);
      Object.assign(entropy, {
        share_version: entropy.share_version + 1,
        auth_share: body.auth_share,
        recovery_share_ciphertext: body.recovery_share_ciphertext,
        wrapped_recovery_key: wrapped,
        recovery_method: body.recovery_method,
      });
      for (const wallet of walletsOfEntropy(entropy, owner)) wallet.recovery_method = body.recovery_method;
      return wireEntropy(entropy, owner);
    });
  },
});
