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
const device = v.strictObject({ public_key: base64, ...proof });
const newEntropy = v.strictObject({
  ...shares,
  wallet: v.strictObject({ ...wallet.entries, wallet_index: v.literal(0) }),
  // Signs the wallet proof's challenge.
  device: v.strictObject({ public_key: base64, signature: text }),
});

/** Bodies of the iframe-only routes (`routes/embeddedWallets.ts`). */
export const walletBodies = {
  challenge: v.strictObject({}),
  registerEntropy: newEntropy,
  importEntropy: newEntropy,
  authShare: v.strictObject({ ...entropyRef, device }),
  recover: v.strictObject({ ...entropyRef, device, recipient_public_key: base64 }),
  addWallet: v.strictObject({ ...entropyRef, wallet }),
};

const timestamp = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The exported slice: shares and device public keys only (no device share, the recovery key only wrapped). */
export const walletsStateSchema = v.strictObject({
  entropies: v.array(
    v.strictObject({
      app_id: text,
      user_id: text,
      entropy_id: text,
      entropy_id_verifier: verifierSchema,
      auth_share: base64,
      recovery_share_ciphertext: base64,
      wrapped_recovery_key: base64,
      recovery_method: v.literal('privy'),
      imported: v.exactOptional(v.literal(true)),
    }),
  ),
  devices: v.array(
    v.strictObject({
      app_id: text,
      user_id: text,
      public_key: base64,
      registered_by: v.picklist(['creation', 'import', 'recovery']),
      registered_at: timestamp,
      last_used_at: timestamp,
    }),
  ),
});
