import * as v from 'valibot';

const base64 = v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Invalid base64'));
const text = v.pipe(v.string(), v.minLength(1));
export const verifierSchema = v.picklist(['ethereum-address-verifier', 'solana-address-verifier']);
const chainType = v.picklist(['ethereum', 'solana']);
const walletIndex = v.pipe(v.number(), v.integer(), v.minValue(0, 'The wallet index cannot be negative'));

const entropyRef = { entropy_id: text, entropy_id_verifier: verifierSchema };

/** scrypt's costs: at least N = 2^17, r = 8 (128 MiB, about a second per guess), at most N = 2^20. */
export const recoveryKdfSchema = v.strictObject({
  algorithm: v.literal('scrypt'),
  salt: base64,
  n: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(2 ** 17, 'scrypt N must be at least 2^17'),
    v.maxValue(2 ** 20, 'scrypt N must be at most 2^20'),
    v.check((n) => (n & (n - 1)) === 0, 'scrypt N must be a power of two'),
  ),
  r: v.pipe(v.number(), v.integer(), v.minValue(8), v.maxValue(16)),
  p: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
});
const cloudFile = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,200}$/, 'Invalid recovery file name'));
const ciphertext = { recovery_share_ciphertext: base64 };
/** A recovery share and its protection (see `RecoveryMaterial`). */
const recoveryMaterial = v.variant('recovery_method', [
  v.strictObject({ ...ciphertext, recovery_method: v.literal('privy'), recovery_key: base64 }),
  v.strictObject({ ...ciphertext, recovery_method: v.literal('user-passcode'), recovery_kdf: recoveryKdfSchema }),
  v.strictObject({ ...ciphertext, recovery_method: v.picklist(['google-drive', 'icloud']), recovery_file: cloudFile }),
]);
const proof = { challenge: text, signature: text };
const wallet = v.strictObject({ chain_type: chainType, address: text, wallet_index: walletIndex, ...proof });
const device = v.strictObject({ public_key: base64, ...proof });
const newEntropy = v.strictObject({
  auth_share: base64,
  recovery: recoveryMaterial,
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
  setRecovery: v.strictObject({ ...entropyRef, device, recovery: recoveryMaterial }),
  userRecovery: v.strictObject(entropyRef),
  registerRecoveredDevice: v.strictObject({
    ...entropyRef,
    wallet: v.strictObject(proof),
    device: v.strictObject({ public_key: base64, signature: text }),
  }),
};

const timestamp = v.pipe(v.number(), v.integer(), v.minValue(0));

const storedEntropy = {
  app_id: text,
  user_id: text,
  entropy_id: text,
  entropy_id_verifier: verifierSchema,
  auth_share: base64,
  ...ciphertext,
  imported: v.exactOptional(v.literal(true)),
};

/**
 * The exported slice: shares and device public keys only (no device share; the recovery key only
 * wrapped by the KMS, or not held at all: a password's KDF parameters, a cloud file's name).
 */
export const walletsStateSchema = v.strictObject({
  entropies: v.array(
    v.variant('recovery_method', [
      v.strictObject({ ...storedEntropy, recovery_method: v.literal('privy'), wrapped_recovery_key: base64 }),
      v.strictObject({
        ...storedEntropy,
        recovery_method: v.literal('user-passcode'),
        recovery_kdf: recoveryKdfSchema,
      }),
      v.strictObject({
        ...storedEntropy,
        recovery_method: v.picklist(['google-drive', 'icloud']),
        recovery_file: cloudFile,
      }),
    ]),
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
