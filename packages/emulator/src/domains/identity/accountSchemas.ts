import * as v from 'valibot';

const text = v.pipe(v.string(), v.minLength(1));
const optionalText = v.exactOptional(v.string());
const nonce = text;

const telegramAuthResult = v.object({
  id: v.number(),
  first_name: v.string(),
  auth_date: v.number(),
  hash: text,
  username: optionalText,
  last_name: optionalText,
  photo_url: optionalText,
});
const telegramWebAppData = v.object({
  query_id: optionalText,
  auth_date: v.number(),
  hash: text,
  user: text,
  chat_instance: optionalText,
  chat_type: optionalText,
  start_param: optionalText,
  signature: optionalText,
});

/** Unlink and transfer bodies of the accounts routes (reference §5.4-§5.8); the emulator's own schemas. */
export const accountBodies = {
  unlinkWallet: v.object({ address: text }),
  unlinkOAuth: v.object({ provider: text, subject: text }),
  unlinkFarcaster: v.object({ fid: v.pipe(v.number(), v.integer()) }),
  unlinkTelegram: v.object({ telegram_user_id: text }),
  transferWallet: v.object({ nonce, address: text, chainId: text, walletClientType: text, connectorType: text }),
  transferOAuth: v.object({
    nonce,
    userInfo: v.object({
      subject: text,
      name: optionalText,
      username: optionalText,
      profilePictureUrl: optionalText,
      email: optionalText,
      vanityName: optionalText,
    }),
  }),
  transferFarcaster: v.object({
    nonce,
    farcaster_id: v.pipe(v.number(), v.integer()),
    farcaster_embedded_address: v.nullable(v.string()),
  }),
  transferTelegram: v.object({
    nonce,
    telegram_auth_result: v.exactOptional(telegramAuthResult),
    telegram_web_app_data: v.exactOptional(telegramWebAppData),
  }),
};
