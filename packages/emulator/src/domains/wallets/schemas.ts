import * as v from 'valibot';

const base64 = v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Invalid base64'));
const text = v.pipe(v.string(), v.minLength(1));
export const verifierSchema = v.picklist(['ethereum-address-verifier', 'solana-address-verifier']);
const chainType = v.picklist(['ethereum', 'solana']);
const walletIndex = v.pipe(v.number(), v.integer(), v.minValue(0, 'The wallet index cannot be negative'));

const entropyRef = { entropy_id: text, entropy_id_verifier: verifierSchema };
const shares = { auth_share: base64, recovery_share_ciphertext: base64, recovery_key: base64 };
const proof = { challenge: text, signature: text };
const wallet = v.strictObject({ chain_type: chainType, address: text, wallet_index: walletIndex, ...proof });

/** Bodies of the iframe-only routes (`routes/embeddedWallets.ts`). */
export const walletBodies = {
  challenge: v.strictObject({}),
  registerEntropy: v.strictObject({
    ...shares,
    wallet: v.strictObject({ ...wallet.entries, wallet_index: v.literal(0) }),
  }),
  entropyRef: v.strictObject(entropyRef),
  recoveryKeyMaterial: v.strictObject({ chain_type: v.exactOptional(chainType) }),
  importEntropy: v.strictObject({
    ...shares,
    wallet: v.strictObject({ ...wallet.entries, wallet_index: v.literal(0) }),
  }),
  addWallet: v.strictObject({ ...entropyRef, wallet }),
  replaceShares: v.strictObject({ ...entropyRef, ...shares, ...proof, recovery_method: v.literal('privy') }),
};

/** The exported slice: shares only (the device share is never here, the recovery key only wrapped). */
export const walletsStateSchema = v.strictObject({
  entropies: v.array(
    v.strictObject({
      app_id: text,
      user_id: text,
      entropy_id: text,
      entropy_id_verifier: verifierSchema,
      share_version: v.pipe(v.number(), v.integer(), v.minValue(1)),
      auth_share: base64,
      recovery_share_ciphertext: base64,
      wrapped_recovery_key: base64,
      recovery_method: v.literal('privy'),
      imported: v.exactOptional(v.literal(true)),
    }),
  ),
});
