import { type IframeEventName, type IframeResponseData, routeDomains } from '@foyer/headless/contract';
import * as v from 'valibot';
import { sameAddress } from '../domains/wallets/entropyRefs.ts';
import { sealShare } from '../domains/wallets/seal.ts';
import type { ProviderApi } from './api.ts';
import { invalidArguments } from './errors.ts';
import { parse } from './parse.ts';
import { shareAtNewPoint } from './shares.ts';
import { userSignerPublicKey } from './userSigner.ts';
import type { Vault } from './vault.ts';

const routes = routeDomains.walletApi;
const text = v.pipe(v.string(), v.minLength(1));
const chainType = v.picklist(['ethereum', 'solana']);

const consentSchema = v.looseObject({
  accessToken: text,
  entropyId: text,
  entropyIdVerifier: v.picklist(['ethereum-address-verifier', 'solana-address-verifier']),
  rootWallet: v.looseObject({ address: text, chainType, imported: v.boolean() }),
  delegatedWallets: v.pipe(
    v.array(
      v.looseObject({
        address: text,
        chainType,
        walletIndex: v.pipe(v.number(), v.integer(), v.minValue(0, 'The wallet index cannot be negative')),
      }),
    ),
    v.minLength(1, 'Name at least one wallet to delegate'),
  ),
});

type Handler = (data: unknown) => Promise<IframeResponseData<IframeEventName>>;

/**
 * `privy:delegated-actions:consent` (reference §6.4): the key is loaded as for signing (the auth
 * share, so the user's MFA when they have it), a fresh share of the same split is sealed to the
 * enclave's key and posted with the wallets and the user signer's public key; the wallets' server
 * ids come back. The entropy and the share never leave the iframe in the clear.
 */
export function delegationHandlers(api: ProviderApi, vault: Vault): Record<string, Handler> {
  return {
    'privy:delegated-actions:consent': async (data) => {
      const request = parse(consentSchema, data);
      const token = request.accessToken;
      const loaded = await vault.load(token, request);
      const root = request.rootWallet;
      if (!sameAddress(root.chainType, root.address, loaded.info.entropy_id)) {
        throw invalidArguments("`rootWallet` is not the entropy's first wallet");
      }
      const { public_key } = await api.call(routes.teeKey, token, undefined);
      const share = await shareAtNewPoint(loaded.shares.device, loaded.shares.auth);
      const { wallets } = await api.call(routes.delegate, token, {
        entropy_id: loaded.info.entropy_id,
        entropy_id_verifier: loaded.info.entropy_id_verifier,
        encrypted_tee_share: await sealShare(public_key, share),
        owner_public_key: userSignerPublicKey(loaded.entropy),
        delegated_addresses: request.delegatedWallets.map((wallet) => ({
          chain_type: wallet.chainType,
          address: wallet.address,
          wallet_index: wallet.walletIndex,
        })),
      });
      share.fill(0);
      return { success: true, wallets: wallets.map(({ address, id }) => ({ address, id })) };
    },
  };
}
