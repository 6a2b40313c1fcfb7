import * as v from 'valibot';

const code = v.pipe(v.string(), v.minLength(1, 'A code is required'));
/** E.164, as the client sends it (`+14155550100`). */
const phoneNumber = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\+[1-9][0-9]{6,14}$/, 'Invalid phone number (E.164, e.g. +14155550100)'),
);

/** One schema per SMS route body (reference §5.3); the emulator's own, not the client's validators. */
export const smsBodies = {
  init: v.object({
    phoneNumber,
    token: v.exactOptional(v.string()),
    channel: v.exactOptional(v.picklist(['sms', 'whatsapp'], '`channel` must be sms or whatsapp')),
  }),
  authenticate: v.object({
    phoneNumber,
    code,
    mode: v.exactOptional(
      v.picklist(['no-signup', 'login-or-sign-up'], '`mode` must be no-signup or login-or-sign-up'),
    ),
  }),
  link: v.object({ phoneNumber, code }),
  update: v.object({ old_phone_number: phoneNumber, new_phone_number: phoneNumber, code }),
  unlink: v.object({ phoneNumber }),
};
