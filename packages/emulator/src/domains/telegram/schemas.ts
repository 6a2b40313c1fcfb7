import * as v from 'valibot';

const text = v.string();
const positive = v.pipe(v.number(), v.integer(), v.minValue(0));

const authResult = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  first_name: text,
  auth_date: positive,
  hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, '`hash` must be 64 hex digits')),
  username: v.exactOptional(text),
  last_name: v.exactOptional(text),
  photo_url: v.exactOptional(text),
});

const webAppData = v.object({
  query_id: v.exactOptional(text),
  auth_date: positive,
  hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, '`hash` must be 64 hex digits')),
  user: v.pipe(v.string(), v.minLength(2)),
  chat_instance: v.exactOptional(text),
  chat_type: v.exactOptional(text),
  start_param: v.exactOptional(text),
  signature: v.exactOptional(text),
});

const proof = {
  telegram_auth_result: v.exactOptional(authResult),
  telegram_web_app_data: v.exactOptional(webAppData),
};

/** Reference §5.6 bodies; the emulator's own validation. */
export const telegramBodies = {
  authenticate: v.object({
    ...proof,
    captcha_token: v.exactOptional(v.string()),
    mode: v.exactOptional(
      v.picklist(['no-signup', 'login-or-sign-up'], '`mode` must be no-signup or login-or-sign-up'),
    ),
  }),
  link: v.object(proof),
};
