import type { Page } from 'playwright-core';
import { decideFarcasterSigner, FARCASTER_CONNECT_PATH, type SignerDecision } from '../domains/farcaster/index.ts';

/** A passkey the virtual authenticator holds (CDP's `WebAuthn.Credential`, the fields tests read). */
export interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string | undefined;
  userHandle?: string | undefined;
  signCount: number;
}

export interface VirtualAuthenticator {
  /** The passkeys it holds. */
  credentials(): Promise<VirtualCredential[]>;
  /** The next prompts fail user verification: the browser answers NotAllowedError. */
  failVerification(): Promise<void>;
  /** The next prompts verify the user again. */
  verify(): Promise<void>;
  remove(): Promise<void>;
}

/** Chromium's virtual authenticator (CDP) on `page`: a platform passkey provider that verifies the user. */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    failVerification: async () => {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
    },
    verify: async () => {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
    },
    remove: async () => {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    },
  };
}

/** The confirm buttons of the modal's signing screens (message, transaction, raw hash), in the default copy. */
const CONFIRM = /^(Sign and continue|Approve|Sign hash)$/;

/**
 * Confirms the embedded wallet's request the modal shows (sign a message, a transaction, a hash):
 * clicks its confirm button (`button`: a name of your own copy) and waits for the modal to close.
 */
export async function approveWalletRequest(page: Page, { button = CONFIRM, timeoutMs = 15_000 } = {}) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button }).click({ timeout: timeoutMs });
  await dialog.waitFor({ state: 'detached', timeout: timeoutMs });
}

/**
 * On the provider app's transact page (the popup a cross-app request opens, `useCrossAppAccounts`):
 * approves the request (or rejects it, `reject: true`) and waits for the page to answer and close.
 */
export async function approveCrossAppRequest(
  popup: Page,
  { reject = false, timeoutMs = 30_000 }: { reject?: boolean; timeoutMs?: number } = {},
) {
  const closed = popup.waitForEvent('close', { timeout: timeoutMs });
  // The page answers in the click and its opener closes it at once: a click that finds the page
  // closed in its own wait after clicking has done its work.
  await popup
    .getByRole('button', { name: reject ? 'Reject' : 'Approve' })
    .click({ timeout: timeoutMs })
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
}

/**
 * On the emulator's Telegram login page (where the modal's Telegram button leads, with the kit's
 * `telegramAuthUrl` at `{emulator}/telegram/auth`): logs in as one of its people (default the first).
 */
export async function approveTelegram(
  page: Page,
  { as, timeoutMs = 15_000 }: { as?: string; timeoutMs?: number } = {},
) {
  const name = as ? `Log in as ${as}` : /^Log in as /;
  await page.getByRole('button', { name }).first().click({ timeout: timeoutMs });
}

/**
 * Watches `page` for the Farcaster login the modal starts (call it before clicking Farcaster);
 * `approve()` then answers as the Farcaster app would, as one of the emulator's people (`preset`).
 */
export function watchFarcaster(
  page: Page,
  { timeoutMs = 15_000 } = {},
): { approve(options?: { preset?: number }): Promise<void> } {
  const init = page.waitForResponse((response) => response.url().endsWith('/api/v1/farcaster/init'), {
    timeout: timeoutMs,
  });
  // A test that never approves (or closes the page first) leaves no unhandled rejection behind.
  init.catch(() => undefined);
  return {
    async approve({ preset = 0 }: { preset?: number } = {}) {
      const { connect_uri: connectUri } = (await (await init).json()) as { connect_uri: string };
      const channelToken = new URL(connectUri).searchParams.get('channelToken') ?? '';
      const response = await fetch(new URL(FARCASTER_CONNECT_PATH, connectUri), {
        method: 'POST',
        body: new URLSearchParams({ channelToken, preset: String(preset) }),
      });
      if (!response.ok) throw new Error(`Approving the Farcaster login answered ${response.status}`);
    },
  };
}

/**
 * Watches `page` for the Farcaster signer request its wallet iframe makes (call it before
 * requesting the signer); `decide()` then answers on the relay's signer page as the user's
 * Farcaster app would: approve (default), reject, or revoke once approved.
 */
export function watchFarcasterSigner(
  page: Page,
  { timeoutMs = 15_000 } = {},
): { approvalUrl(): Promise<string>; decide(decision?: SignerDecision): Promise<void> } {
  const init = page.waitForResponse((response) => response.url().endsWith('/api/v1/farcaster/signer/init'), {
    timeout: timeoutMs,
  });
  init.catch(() => undefined);
  const approvalUrl = async () => {
    const body = (await (await init).json()) as { signer_approval_url?: string };
    if (!body.signer_approval_url) throw new Error('The Farcaster signer is not pending approval');
    return body.signer_approval_url;
  };
  return { approvalUrl, decide: async (decision = 'approve') => decideFarcasterSigner(await approvalUrl(), decision) };
}
