import { defineRoute } from '../route.ts';
import type {
  WireExternalWalletMetadata,
  WireOAuthUserInfo,
  WireTelegramAuthResult,
  WireTelegramWebAppData,
  WireUser,
} from '../wire.ts';

// Unlinking and account transfer for the account types whose login flows have no domain file yet
// (reference §5.4-§5.8), and the e-mail transfer. E-mail's unlink and SMS's routes are in `email.ts` and `sms.ts`.

export const unlinkEthereumWallet = /* @__PURE__ */ defineRoute<{ address: string }, WireUser>()(
  'POST',
  '/api/v1/siwe/unlink',
);
export const unlinkSolanaWallet = /* @__PURE__ */ defineRoute<{ address: string }, WireUser>()(
  'POST',
  '/api/v1/siws/unlink',
);
/** Also cross-app accounts, whose provider is `privy:<provider app id>`. */
export const unlinkOAuth = /* @__PURE__ */ defineRoute<{ provider: string; subject: string }, WireUser>()(
  'POST',
  '/api/v1/oauth/unlink',
);
export const unlinkFarcaster = /* @__PURE__ */ defineRoute<{ fid: number }, WireUser>()(
  'POST',
  '/api/v1/farcaster/unlink',
);
export const unlinkTelegram = /* @__PURE__ */ defineRoute<{ telegram_user_id: string }, WireUser>()(
  'POST',
  '/api/v1/telegram/unlink',
);
export const unlinkPasskey = /* @__PURE__ */ defineRoute<{ credential_id: string; remove_as_mfa: boolean }, WireUser>()(
  'POST',
  '/api/v1/passkeys/unlink',
);

/** Reference §5.2 (here, not in `email.ts`, so a page with the e-mail login form does not carry it). */
export const transferEmail = /* @__PURE__ */ defineRoute<{ nonce: string; email: string }, WireUser>()(
  'POST',
  '/api/v1/passwordless/transfer',
  { retry: false },
);
/** Reference §5.3 (the SMS domain, `sms.ts`, has the other phone routes). */
export const transferPhone = /* @__PURE__ */ defineRoute<{ nonce: string; phoneNumber: string }, WireUser>()(
  'POST',
  '/api/v1/passwordless_sms/transfer',
  { retry: false },
);
export const transferEthereumWallet = /* @__PURE__ */ defineRoute<
  { nonce: string; address: string } & WireExternalWalletMetadata,
  WireUser
>()('POST', '/api/v1/siwe/transfer', { retry: false });
export const transferOAuth = /* @__PURE__ */ defineRoute<{ nonce: string; userInfo: WireOAuthUserInfo }, WireUser>()(
  'POST',
  '/api/v1/oauth/transfer',
  { retry: false },
);
export const transferFarcaster = /* @__PURE__ */ defineRoute<
  { nonce: string; farcaster_id: number; farcaster_embedded_address: string | null },
  WireUser
>()('POST', '/api/v1/farcaster/transfer', { retry: false });
export const transferTelegram = /* @__PURE__ */ defineRoute<
  { nonce: string; telegram_auth_result?: WireTelegramAuthResult; telegram_web_app_data?: WireTelegramWebAppData },
  WireUser
>()('POST', '/api/v1/telegram/transfer', { retry: false });
