'use client';
import type { FoyerError, LinkComplete, OAuthProvider } from '@foyer/headless';
import { useCallback, useMemo } from 'react';
import type { LoginOptions } from '../intents.ts';
import type { IntentCallbacks } from './settleIntent.ts';
import { useOpenIntent } from './useOpenIntent.ts';

export interface UseLinkAccountParameters {
  /** Fires when the modal closes after the account was linked: `{ user, linkMethod, linkedAccount }`. */
  onSuccess?: (result: LinkComplete) => void;
  /** Fires when the modal closes after an error, or early (`ErrorCode.USER_EXITED_LINK_FLOW`). */
  onError?: (error: FoyerError) => void;
}

/** The reference's names of the social link openers (reference §3.3). */
const oauthLinkOpeners = {
  linkGoogle: 'google',
  linkTwitter: 'twitter',
  linkDiscord: 'discord',
  linkGithub: 'github',
  linkSpotify: 'spotify',
  linkInstagram: 'instagram',
  linkTiktok: 'tiktok',
  linkLine: 'line',
  linkLinkedIn: 'linkedin',
  linkApple: 'apple',
} as const satisfies Record<string, OAuthProvider>;

/** Options of `linkWallet()`: which chains' wallets the list offers (default: Ethereum and Solana). */
export type LinkWalletOptions = Pick<LoginOptions, 'walletChainType'>;

/** `linkGoogle()`, …: open the modal on that provider's row to link its account (popup or redirect, as for login). */
export type OAuthLinkOpeners = { [Name in keyof typeof oauthLinkOpeners]: () => void };

export interface UseLinkAccountReturnType extends OAuthLinkOpeners {
  /** Opens the modal to add an e-mail address to the logged-in user. Refused (with a warning) without one. */
  linkEmail(): void;
  /** Opens 'Link your phone number' (a code by SMS, or WhatsApp when enabled). Refused (with a warning) without a user. */
  linkPhone(): void;
  /** Opens the passkey prompt to add a passkey (at most 5 per user). Refused (with a warning) without a user. */
  linkPasskey(): void;
  /** Opens 'Sign in with Farcaster' to link a Farcaster account. Refused (with a warning) without a user. */
  linkFarcaster(): void;
  /**
   * Links a Telegram account: inside a Mini App with its launch data (`launchParams.initDataRaw`),
   * verified at once; else through Telegram's login page. Refused (with a warning) without a user.
   */
  linkTelegram(options?: { launchParams?: { initDataRaw?: string } }): void;
  /**
   * Opens the wallet list ('Connect your wallet') to link an external wallet: the chosen wallet is
   * connected, then signs a Sign-In With Ethereum (or Solana) message that the provider verifies
   * and links (`siwe/link`, `siws/link`). Refused (with a warning) without a user.
   */
  linkWallet(options?: LinkWalletOptions): void;
  /**
   * Links the user's account at another app of the same provider (`appId`): that app's page in a
   * popup, as for cross-app login. Refused (with a warning) without a user.
   */
  linkCrossAppAccount(options: { appId: string }): void;
}

const phoneStart = { screen: 'sms/link' } as const;
const passkeyStart = { screen: 'passkey/choice' } as const;
const farcasterStart = { screen: 'farcaster' } as const;
const walletStart = { screen: 'wallets/list' } as const;

/** Opens `<FoyerModal>` to link an account to the logged-in user (spec §1: link mode). */
export function useLinkAccount({ onSuccess, onError }: UseLinkAccountParameters = {}): UseLinkAccountReturnType {
  const callbacks: IntentCallbacks = {
    onComplete: (result) => {
      if (result.intent === 'link') onSuccess?.(result);
    },
    onError: (error) => onError?.(error),
  };
  const open = useOpenIntent('link', callbacks);
  const openPhone = useOpenIntent('link', callbacks, phoneStart);
  const linkEmail = useCallback(() => open({ loginMethods: ['email'] }), [open]);
  const linkPhone = useCallback(() => openPhone({ loginMethods: ['sms'] }), [openPhone]);
  const social = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(oauthLinkOpeners).map(([name, provider]) => [name, () => open({ loginMethods: [provider] })]),
      ) as OAuthLinkOpeners,
    [open],
  );
  const openPasskey = useOpenIntent('link', callbacks, passkeyStart);
  const linkPasskey = useCallback(() => openPasskey({ loginMethods: ['passkey'] }), [openPasskey]);
  const openFarcaster = useOpenIntent('link', callbacks, farcasterStart);
  const linkFarcaster = useCallback(() => openFarcaster({ loginMethods: ['farcaster'] }), [openFarcaster]);
  // The launch data is part of where the run starts, so Retry (a restart) verifies it again.
  const linkTelegram = useCallback(
    (options?: { launchParams?: { initDataRaw?: string } }) =>
      open(
        { loginMethods: ['telegram'] },
        { screen: 'telegram', params: { initDataRaw: options?.launchParams?.initDataRaw } },
      ),
    [open],
  );
  const openWallets = useOpenIntent('link', callbacks, walletStart);
  const linkWallet = useCallback(
    (options: LinkWalletOptions = {}) =>
      openWallets({
        loginMethods: ['wallet'],
        ...(options.walletChainType ? { walletChainType: options.walletChainType } : {}),
      }),
    [openWallets],
  );
  const linkCrossAppAccount = useCallback(
    ({ appId }: { appId: string }) => open({}, { screen: 'cross-app/status', params: { appId } }),
    [open],
  );
  return {
    linkEmail,
    linkPhone,
    linkPasskey,
    linkFarcaster,
    linkTelegram,
    linkWallet,
    linkCrossAppAccount,
    ...social,
  };
}
