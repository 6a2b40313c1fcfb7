import * as v from 'valibot';

const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid Ethereum address'));
const text = v.pipe(v.string(), v.minLength(1));
const signature = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/, 'The signature must be 0x hex'));
const chainId = v.pipe(v.string(), v.regex(/^eip155:[1-9][0-9]*$/, '`chainId` must be CAIP-2 (eip155:<id>)'));
const wallet = {
  message: text,
  signature,
  chainId: v.nullable(chainId),
  walletClientType: v.nullable(text),
  connectorType: v.nullable(text),
};

/** One schema per SIWE route body (reference §5.8); the emulator's own validation. */
export const siweBodies = {
  init: v.object({ address, token: v.exactOptional(v.string()) }),
  authenticate: v.object({
    ...wallet,
    mode: v.exactOptional(
      v.picklist(['no-signup', 'login-or-sign-up'], '`mode` must be no-signup or login-or-sign-up'),
    ),
  }),
  link: v.object(wallet),
};
