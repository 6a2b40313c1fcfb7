import * as v from 'valibot';
import { verifierSchema } from '../wallets/index.ts';

const base64 = v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Invalid base64'));
const text = v.pipe(v.string(), v.minLength(1));
const chainType = v.picklist(['ethereum', 'solana']);
const ids = v.array(text);
const quantity = v.union([
  v.pipe(v.string(), v.regex(/^(0x[0-9a-fA-F]+|[0-9]+)$/, 'Invalid quantity')),
  v.pipe(v.number(), v.integer(), v.minValue(0)),
]);
const hex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/, 'Invalid hex'));
const hash32 = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/, 'A 32-byte 0x hash'));
const timestamp = v.pipe(v.number(), v.integer(), v.minValue(0));

const additionalSigner = v.strictObject({ signer_id: text, override_policy_ids: v.exactOptional(ids) });

const transaction = v.strictObject({
  to: v.exactOptional(hex),
  value: v.exactOptional(quantity),
  data: v.exactOptional(hex),
  chain_id: v.exactOptional(quantity),
  nonce: v.exactOptional(quantity),
  gas_limit: v.exactOptional(quantity),
  max_fee_per_gas: v.exactOptional(quantity),
  max_priority_fee_per_gas: v.exactOptional(quantity),
  type: v.exactOptional(v.picklist([0, 2])),
});
const solanaTransaction = v.strictObject({ transaction: base64, encoding: v.literal('base64') });

const condition = v.strictObject({
  field_source: v.picklist(['ethereum_transaction', 'solana_system_program_instruction']),
  field: text,
  operator: v.picklist(['eq', 'gt', 'gte', 'lt', 'lte', 'in']),
  value: v.union([v.string(), v.array(v.string())]),
});
const RPC_METHODS = [
  'eth_signTransaction',
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'secp256k1_sign',
  'eth_sign7702Authorization',
  'signTransaction',
  'signAndSendTransaction',
  'signMessage',
] as const;
const rule = v.strictObject({
  name: text,
  method: v.picklist([...RPC_METHODS, '*']),
  conditions: v.array(condition),
  action: v.picklist(['ALLOW', 'DENY']),
});
const policy = { version: v.literal('1.0'), name: text, chain_type: chainType, rules: v.array(rule) };

/** The wallet API's bodies (`core/api/routes/walletApi.ts`). */
export const walletApiBodies = {
  delegate: v.strictObject({
    entropy_id: text,
    entropy_id_verifier: verifierSchema,
    encrypted_tee_share: v.strictObject({ ephemeral_public_key: base64, ciphertext: base64 }),
    owner_public_key: base64,
    delegated_addresses: v.pipe(
      v.array(
        v.strictObject({
          chain_type: chainType,
          address: text,
          wallet_index: v.pipe(v.number(), v.integer(), v.minValue(0)),
        }),
      ),
      v.minLength(1, 'Name at least one wallet to delegate'),
    ),
  }),
  revoke: v.strictObject({}),
  createKeyQuorum: v.strictObject({
    public_keys: v.pipe(v.array(base64), v.minLength(1, 'A key quorum needs at least one key')),
    authorization_threshold: v.exactOptional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    display_name: v.exactOptional(v.string()),
  }),
  createPolicy: v.strictObject(policy),
  createWallet: v.strictObject({
    chain_type: chainType,
    policy_ids: v.exactOptional(ids),
    owner_id: v.exactOptional(v.nullable(text)),
    additional_signers: v.exactOptional(v.array(additionalSigner)),
  }),
  updateWallet: v.strictObject({
    policy_ids: v.exactOptional(ids),
    additional_signers: v.exactOptional(v.array(additionalSigner)),
    owner_id: v.exactOptional(v.nullable(text)),
  }),
  rpc: v.variant('method', [
    v.strictObject({ method: v.literal('eth_signTransaction'), params: v.strictObject({ transaction }) }),
    v.strictObject({ method: v.literal('eth_sendTransaction'), caip2: text, params: v.strictObject({ transaction }) }),
    v.strictObject({
      method: v.literal('personal_sign'),
      params: v.strictObject({ message: v.string(), encoding: v.picklist(['utf-8', 'hex']) }),
    }),
    v.strictObject({
      method: v.literal('eth_signTypedData_v4'),
      params: v.strictObject({ typed_data: v.record(v.string(), v.unknown()) }),
    }),
    v.strictObject({ method: v.literal('secp256k1_sign'), params: v.strictObject({ hash: hash32 }) }),
    v.strictObject({
      method: v.literal('eth_sign7702Authorization'),
      params: v.strictObject({
        contract: hex,
        chain_id: v.pipe(v.number(), v.integer(), v.minValue(0)),
        nonce: v.exactOptional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      }),
    }),
    v.strictObject({ method: v.literal('signTransaction'), params: solanaTransaction }),
    v.strictObject({ method: v.literal('signAndSendTransaction'), caip2: text, params: solanaTransaction }),
    v.strictObject({
      method: v.literal('signMessage'),
      params: v.strictObject({ message: base64, encoding: v.literal('base64') }),
    }),
  ]),
  rawSign: v.strictObject({ params: v.strictObject({ hash: hash32 }) }),
  exportWallet: v.strictObject({ encryption_type: v.literal('HPKE'), recipient_public_key: base64 }),
};

const nullableText = v.nullable(text);

/** The exported slice: key quorums, policies, wallets (keys only wrapped by the KMS), the enclave's wrapped shares. */
export const walletApiStateSchema = v.strictObject({
  keyQuorums: v.array(
    v.strictObject({
      app_id: text,
      user_id: nullableText,
      id: text,
      public_keys: v.array(base64),
      authorization_threshold: v.pipe(v.number(), v.integer(), v.minValue(1)),
      display_name: v.nullable(v.string()),
    }),
  ),
  policies: v.array(v.strictObject({ app_id: text, id: text, created_at: timestamp, ...policy })),
  wallets: v.array(
    v.strictObject({
      app_id: text,
      id: text,
      address: text,
      chain_type: chainType,
      created_at: timestamp,
      exported_at: v.nullable(timestamp),
      policy_ids: ids,
      additional_signers: v.array(additionalSigner),
      owner_id: nullableText,
      user_id: nullableText,
      entropy_id: nullableText,
      wallet_index: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
      delegated: v.boolean(),
      wrapped_key: v.nullable(base64),
    }),
  ),
  shares: v.array(v.strictObject({ app_id: text, user_id: text, entropy_id: text, wrapped_share: base64 })),
  transactions: v.array(
    v.strictObject({
      app_id: text,
      wallet_id: text,
      transaction_id: text,
      caip2: text,
      hash: text,
      status: v.picklist(['broadcasted', 'confirmed', 'failed']),
      created_at: timestamp,
    }),
  ),
});
