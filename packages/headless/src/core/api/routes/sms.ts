import { defineRoute } from '../route.ts';
import type { LoginMode, WireAuthResponse, WireSuccess, WireUser } from '../wire.ts';

/**
 * How an SMS-route code travels. The reference gives no WhatsApp field; Foyer's init takes
 * `channel: 'whatsapp'` (apps with `whatsapp_enabled`), and an absent channel means a text message.
 */
export type SmsChannel = 'sms' | 'whatsapp';

/** Reference §5.3: phone one-time codes. Numbers are E.164. `token` is a captcha token. */
export const init = /* @__PURE__ */ defineRoute<
  { phoneNumber: string; token?: string; channel?: SmsChannel },
  WireSuccess
>()('POST', '/api/v1/passwordless_sms/init');
export const authenticate = /* @__PURE__ */ defineRoute<
  { phoneNumber: string; code: string; mode?: LoginMode },
  WireAuthResponse
>()('POST', '/api/v1/passwordless_sms/authenticate', { retry: false });
export const link = /* @__PURE__ */ defineRoute<{ phoneNumber: string; code: string }, WireUser>()(
  'POST',
  '/api/v1/passwordless_sms/link',
  { retry: false },
);
export const update = /* @__PURE__ */ defineRoute<
  { old_phone_number: string; new_phone_number: string; code: string },
  WireUser
>()('POST', '/api/v1/passwordless_sms/update', { retry: false });
export const unlink = /* @__PURE__ */ defineRoute<{ phoneNumber: string }, WireUser>()(
  'POST',
  '/api/v1/passwordless_sms/unlink',
);
