import * as v from 'valibot';

const solanaAddress = v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Invalid Solana address'));
const text = v.pipe(v.string(), v.minLength(1));
const signature = {
  message: text,
  signature: v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, '`signature` must be base64')),
  walletClientType: v.nullable(v.string()),
  connectorType: v.nullable(v.string()),
  message_type: v.exactOptional(v.picklist(['plain', 'transaction'], '`message_type` must be plain or transaction')),
};

/** One schema per SIWS route body (reference §5.8); the emulator's own, not the client's validators. */
export const siwsBodies = {
  init: v.object({ address: solanaAddress, token: v.exactOptional(v.string()) }),
  authenticate: v.object({
    ...signature,
    mode: v.exactOptional(
      v.picklist(['no-signup', 'login-or-sign-up'], '`mode` must be no-signup or login-or-sign-up'),
    ),
  }),
  link: v.object(signature),
};
