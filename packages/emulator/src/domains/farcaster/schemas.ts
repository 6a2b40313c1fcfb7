import * as v from 'valibot';

const proof = {
  channel_token: v.pipe(v.string(), v.minLength(1)),
  message: v.pipe(v.string(), v.minLength(1)),
  signature: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/, '`signature` must be hex')),
  fid: v.pipe(v.number(), v.integer(), v.minValue(1)),
};

/** Reference §5.5 bodies; the emulator's own validation. */
export const farcasterBodies = {
  init: v.object({
    token: v.exactOptional(v.string()),
    redirect_url: v.exactOptional(v.string()),
    relying_party: v.exactOptional(v.string()),
  }),
  authenticate: v.object({
    ...proof,
    mode: v.exactOptional(
      v.picklist(['no-signup', 'login-or-sign-up'], '`mode` must be no-signup or login-or-sign-up'),
    ),
  }),
  link: v.object(proof),
};
