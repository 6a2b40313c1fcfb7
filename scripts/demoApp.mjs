// The demo's app as `npm start` configures it. Plain Node: start.mjs imports it.

/**
 * The host `npm start` prints and serves the demo and the emulator on (both bound to 127.0.0.1):
 * `localhost`, a name WebAuthn accepts as a passkey's relying party (an IP address is refused), and
 * one site for the demo and the API, so the session cookies of server-cookie mode reach the API.
 */
export const DEMO_HOST = 'localhost';

/** `http://localhost:<port>`. */
export const localOrigin = (port) => `http://${DEMO_HOST}:${port}`;

/** The demo's Telegram bot (the emulator signs its logins with a token derived from its id). */
const TELEGRAM_BOT = {
  bot_id: '7000000001',
  bot_name: 'foyer_demo_bot',
  link_enabled: true,
  seamless_auth_enabled: false,
};

/** Every funding method: the card providers (Moonpay, then Coinbase), the exchange, connected wallets, and bridging. */
export const DEMO_FUNDING = {
  default_recommended_currency: { chain: 'eip155:31337' },
  default_recommended_amount: '0.05',
  methods: ['moonpay', 'coinbase-onramp', 'external'],
  options: [
    { method: 'card', provider: 'moonpay' },
    { method: 'card', provider: 'coinbase' },
    { method: 'exchange', provider: 'coinbase' },
    { method: 'wallets', provider: 'external' },
  ],
  prompt_funding_on_wallet_creation: false,
  cross_chain_bridging_enabled: true,
};

/**
 * The seed entry of the demo's app (seeding changes only these fields): every login method the modal
 * offers, guest login for the custom page, an Ethereum and a Solana embedded wallet for every user at
 * login, server-cookie sessions (`custom_api_url`), and the demo's own origin as its only allowed one.
 */
export function demoAppSeed({ id, apiUrl, demoOrigin }) {
  return {
    id,
    custom_api_url: apiUrl,
    allowed_domains: [demoOrigin],
    email_auth: true,
    sms_auth: true,
    wallet_auth: true,
    solana_wallet_auth: true,
    google_oauth: true,
    twitter_oauth: true,
    discord_oauth: true,
    github_oauth: true,
    spotify_oauth: true,
    instagram_oauth: true,
    tiktok_oauth: true,
    line_oauth: true,
    linkedin_oauth: true,
    apple_oauth: true,
    farcaster_auth: true,
    passkey_auth: true,
    passkeys_for_signup_enabled: true,
    telegram_auth: true,
    telegram_auth_config: TELEGRAM_BOT,
    guest_auth: true,
    // Wallet MFA: the Security panel enrolls any of them; signatures then ask for it.
    mfa_methods: ['sms', 'totp', 'passkey'],
    embedded_wallet_config: {
      ethereum: { create_on_login: 'all-users' },
      solana: { create_on_login: 'all-users' },
      // 'Back up wallet': a password, or the emulator's Google Drive and iCloud stand-ins.
      user_owned_recovery_options: ['user-passcode', 'google-drive', 'icloud'],
    },
    // 'Add funds': the emulator's card and exchange pages, connected wallets, receiving, bridging.
    funding_config: DEMO_FUNDING,
  };
}
