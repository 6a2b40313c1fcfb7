import { defineRoute, type NoBody } from '../route.ts';
import type { LoginMode, WireAuthResponse, WireUser } from '../wire.ts';

/**
 * Reference §5.5 status: pending until the Farcaster app signed, then the signed message and the
 * whole profile (every field present; `bio` and `pfp_url` are empty strings when the account has none).
 */
export type WireFarcasterStatus =
  | { state: 'pending'; nonce: string }
  | {
      state: 'completed';
      nonce: string;
      message: string;
      signature: `0x${string}`;
      fid: number;
      username: string;
      display_name: string;
      bio: string;
      pfp_url: string;
    };

/** Reference §5.5: Sign In With Farcaster through a relay channel. `token` is a captcha token. */
export const init = /* @__PURE__ */ defineRoute<
  { token?: string; redirect_url?: string; relying_party?: string },
  { channel_token: string; connect_uri: string }
>()('POST', '/api/v1/farcaster/init');
export const status = /* @__PURE__ */ defineRoute<NoBody, WireFarcasterStatus>()('GET', '/api/v1/farcaster/status');
export const authenticate = /* @__PURE__ */ defineRoute<
  { channel_token: string; message: string; signature: string; fid: number; mode?: LoginMode },
  WireAuthResponse
>()('POST', '/api/v1/farcaster/authenticate', { retry: false });
export const link = /* @__PURE__ */ defineRoute<
  { channel_token: string; message: string; signature: string; fid: number },
  WireUser
>()('POST', '/api/v1/farcaster/link', { retry: false });

/**
 * Reference §5.5 and spec §3 'Farcaster signer': an ed25519 key the wallet iframe holds, which the
 * user's Farcaster app approves for their fid. `public_key` is the key as 0x hex (32 bytes).
 */
export type WireFarcasterSignerStatus =
  | { public_key: string; status: 'pending_approval' }
  | { public_key: string; status: 'approved' | 'revoked'; fid: number };
/** The init answer: a pending signer carries the page that asks the Farcaster app to approve it. */
export type WireFarcasterSignerInit =
  | { public_key: string; status: 'pending_approval'; signer_approval_url: string }
  | { public_key: string; status: 'approved' | 'revoked'; fid: number };

/** Called by the wallet iframe, which holds the key (`privy:farcaster:init-signer`). */
export const signerInit = /* @__PURE__ */ defineRoute<
  { ed25519_public_key: string; deadline?: number },
  WireFarcasterSignerInit
>()('POST', '/api/v1/farcaster/signer/init');
/** The kit polls it every 2 s while the Farcaster app has not answered (spec §9). */
export const signerStatus = /* @__PURE__ */ defineRoute<{ ed25519_public_key: string }, WireFarcasterSignerStatus>()(
  'POST',
  '/api/v1/farcaster/signer/status',
);
