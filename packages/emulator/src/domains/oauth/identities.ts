import type { OAuthProvider, WireOAuthAccount } from '@foyer/headless/contract';
import type { OAuthIdentity } from './slice.ts';

/** How the consent page names each provider. */
export const providerNames: Record<OAuthProvider, string> = {
  google: 'Google',
  twitter: 'Twitter',
  discord: 'Discord',
  github: 'GitHub',
  spotify: 'Spotify',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  line: 'LINE',
  linkedin: 'LinkedIn',
  apple: 'Apple',
};

/** The identities the consent page offers to pick (any other can be typed). */
export function presetIdentities(provider: OAuthProvider): OAuthIdentity[] {
  return [
    { subject: `${provider}-ada`, email: 'ada@example.com', name: 'Ada Lovelace', username: 'ada' },
    { subject: `${provider}-alan`, email: 'alan@example.com', name: 'Alan Turing', username: 'alan' },
  ];
}

/**
 * Reference §7.3: the fields each provider's account carries. A field the identity lacks is null
 * where the shape has it (never invented).
 */
const fields: Record<OAuthProvider, readonly (keyof Omit<OAuthIdentity, 'subject'>)[]> = {
  google: ['email', 'name'],
  twitter: ['username', 'name', 'profile_picture_url'],
  discord: ['username', 'email'],
  github: ['username', 'name', 'email'],
  spotify: ['email', 'name'],
  instagram: ['username'],
  tiktok: ['username', 'name'],
  line: ['name', 'email', 'profile_picture_url'],
  linkedin: ['name', 'email', 'vanity_name'],
  apple: ['email'],
};

/** The linked account a provider's identity becomes, verified now. */
export function oauthAccount(provider: OAuthProvider, identity: OAuthIdentity, nowSeconds: number): WireOAuthAccount {
  const account: WireOAuthAccount = {
    type: `${provider}_oauth`,
    subject: identity.subject,
    verified_at: nowSeconds,
    first_verified_at: nowSeconds,
    latest_verified_at: nowSeconds,
  };
  for (const field of fields[provider]) account[field] = identity[field] ?? null;
  return account;
}
