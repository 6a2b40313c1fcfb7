import * as v from 'valibot';

const code = v.pipe(v.string(), v.minLength(1, 'A code is required'));
/** E.164, as the client sends it (`+14155550100`). */
export const phoneNumber = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\+[1-9][0-9]{6,14}$/, 'Invalid phone number (E.164, e.g. +14155550100)'),
);
const mode = v.exactOptional(
  v.picklist(['no-signup', 'login-or-sign-up'], '`mode` must be no-signup or login-or-sign-up'),
);

/**
 * One schema per SMS route body (reference §5.3), the emulator's own (not the client's validators),
 * each leaving the body as the one-time-code core takes it.
 */
export const smsBodies = {
  init: v.pipe(
    v.object({
      phoneNumber,
      token: v.exactOptional(v.string()),
      channel: v.exactOptional(v.picklist(['sms', 'whatsapp'], '`channel` must be sms or whatsapp')),
    }),
    v.transform(({ phoneNumber, token, channel = 'sms' }) => ({ destination: phoneNumber, token, channel })),
  ),
  authenticate: v.pipe(
    v.object({ phoneNumber, code, mode }),
    v.transform(({ phoneNumber, code, mode }) => ({ destination: phoneNumber, code, mode })),
  ),
  link: v.pipe(
    v.object({ phoneNumber, code }),
    v.transform(({ phoneNumber, code }) => ({ destination: phoneNumber, code })),
  ),
  update: v.pipe(
    v.object({ old_phone_number: phoneNumber, new_phone_number: phoneNumber, code }),
    v.transform(({ old_phone_number, new_phone_number, code }) => ({
      from: old_phone_number,
      to: new_phone_number,
      code,
    })),
  ),
  unlink: v.pipe(
    v.object({ phoneNumber }),
    v.transform(({ phoneNumber }) => ({ destination: phoneNumber })),
  ),
  /** Names an account another user holds: compared as sent, not checked for form. */
  transfer: v.pipe(
    v.object({ nonce: v.pipe(v.string(), v.minLength(1)), phoneNumber: v.pipe(v.string(), v.minLength(1)) }),
    v.transform(({ nonce, phoneNumber }) => ({ nonce, destination: phoneNumber })),
  ),
};
