import { defineRoute } from '../route.ts';
import type { LoginMode, WireAuthResponse, WireUser } from '../wire.ts';
import type { SmartWalletType } from './smartWallets.ts';

/**
 * Reference §5.8: Sign-In With Ethereum. `init` hands out the nonce the EIP-4361 message carries
 * (`token` is a captcha token); the wallet's unlink and transfer routes are in `accounts.ts`.
 */
export const init = /* @__PURE__ */ defineRoute<
  { address: string; token?: string },
  { nonce: string; address: string; expires_at: string }
>()('POST', '/api/v1/siwe/init');

/** What the client tells the server of the wallet that signed (reference §5.8). */
export interface WireSiweWallet {
  chainId: string | null;
  walletClientType: string | null;
  connectorType: string | null;
}

export const authenticate = /* @__PURE__ */ defineRoute<
  { message: string; signature: string; mode?: LoginMode } & WireSiweWallet,
  WireAuthResponse
>()('POST', '/api/v1/siwe/authenticate', { retry: false });
export const link = /* @__PURE__ */ defineRoute<{ message: string; signature: string } & WireSiweWallet, WireUser>()(
  'POST',
  '/api/v1/siwe/link',
  { retry: false },
);

/**
 * Reference §5.8: links the smart account that signed the EIP-4361 message (an ERC-1271 or, before
 * its deployment, ERC-6492 signature) to the logged-in user.
 */
export const linkSmartWallet = /* @__PURE__ */ defineRoute<
  { message: string; signature: string; smart_wallet_type: SmartWalletType },
  WireUser
>()('POST', '/api/v1/siwe/link_smart_wallet', { retry: false });
