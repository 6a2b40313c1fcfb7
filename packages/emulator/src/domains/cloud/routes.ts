import { type CloudRecoveryProvider, ErrorCode, HEADER, routeDomains } from '@foyer/headless/contract';
import * as v from 'valibot';
import type { EmulatorCore } from '../../kernel/core.ts';
import { devRoute, type NoBody, type Ok } from '../../kernel/devRoute.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import { randomId } from '../../kernel/random.ts';
import type { ProviderRequest, Registry } from '../../kernel/registry.ts';
import { findApp } from '../apps/index.ts';
import { consentError, consentPageCsp, OAUTH_REQUEST_TTL_MS, requireRedirect, returnUrl } from '../oauth/index.ts';
import { issueCloudCode, issueCloudToken, redeemCloudCode } from './access.ts';
import { renderCloudConsentPage } from './consentPage.ts';
import { registerCloudFiles } from './files.ts';
import { CLOUD_CONSENT_PATH, CLOUD_PREFIX, isCloudProvider } from './paths.ts';
import { cloudBodies } from './schemas.ts';
import {
  type CloudNext,
  type CloudNextInput,
  type CloudRequest,
  cloudAccountSchema,
  cloudNextSchema,
  cloudSlice,
} from './slice.ts';

const routes = routeDomains.recovery;

export const cloudDevRoutes = {
  /** The next cloud consent page (of `provider`, or any; with `privy-app-id`, of that app) answers at once: `outcome` (default approve) as `account` (default the user's e-mail). */
  cloudNext: devRoute<CloudNextInput, Ok>()('POST', '/cloud/next'),
  /** `?provider=&account=`: the names of that account's files (with `privy-app-id`, of that app; else of every app). */
  cloudFiles: devRoute<NoBody, { names: string[] }>()('GET', '/cloud/files'),
};

/** `cloud.next()`: the decision checked as its endpoint checks it (400 `invalid_data`), then queued. */
export function scriptNextCloudConsent(core: EmulatorCore, decision: CloudNextInput, appId?: string): void {
  const parsed = v.safeParse(cloudNextSchema, decision);
  if (!parsed.success) throw invalidData(parsed.issues[0].message);
  core.slice(cloudSlice).next.push(appId === undefined ? parsed.output : { ...parsed.output, app_id: appId });
}

/** The names of an account's files, sorted: of app `appId`, or of every app. */
export function cloudFileNames(
  core: EmulatorCore,
  provider: CloudRecoveryProvider,
  account: string,
  appId?: string,
): string[] {
  const wanted = account.trim().toLowerCase();
  const names = [...core.slice(cloudSlice).files.values()]
    .filter(
      (file) => file.provider === provider && file.account === wanted && (appId === undefined || file.app_id === appId),
    )
    .map((file) => file.name);
  return [...new Set(names)].sort();
}

/** Every account with files, by app and provider, with their file names (never their contents). */
export function cloudAccounts(
  core: EmulatorCore,
): { app_id: string; provider: CloudRecoveryProvider; account: string; names: string[] }[] {
  const accounts = new Map<
    string,
    { app_id: string; provider: CloudRecoveryProvider; account: string; names: string[] }
  >();
  for (const file of core.slice(cloudSlice).files.values()) {
    const key = JSON.stringify([file.app_id, file.provider, file.account]);
    const entry = accounts.get(key) ?? {
      app_id: file.app_id,
      provider: file.provider,
      account: file.account,
      names: [],
    };
    entry.names.push(file.name);
    accounts.set(key, entry);
  }
  return [...accounts.values()].map((entry) => ({ ...entry, names: entry.names.sort() }));
}

/** The scripted decision for this consent, if one is queued, taken off the queue. */
function takeNext(core: EmulatorCore, request: CloudRequest): CloudNext | undefined {
  const queue = core.slice(cloudSlice).next;
  const index = queue.findIndex(
    (decision) =>
      (decision.provider === undefined || decision.provider === request.provider) &&
      (decision.app_id === undefined || decision.app_id === request.app_id),
  );
  return index === -1 ? undefined : queue.splice(index, 1)[0];
}

/** Ends a consent: the app's `redirect_to` with a fresh code (or `'undefined'` for a denial) and the state. */
function decide(core: EmulatorCore, request: CloudRequest, account: string | null): string {
  core.slice(cloudSlice).requests.delete(request.id);
  return returnUrl(request, account === null ? 'undefined' : issueCloudCode(core, request, account));
}

/** The request an init route starts, or 400: PKCE S256 and a state required, `redirect_to` on an allowed origin. */
async function startConsent(
  core: EmulatorCore,
  { appId, app, c }: Pick<ProviderRequest<typeof routes.init, null>, 'appId' | 'app' | 'c'>,
  provider: CloudRecoveryProvider,
  body: { redirect_to: string; state_code: string; code_challenge?: string },
): Promise<{ url: string }> {
  const { user } = await core.identity.authenticate({ appId, c });
  if (body.code_challenge === undefined) {
    throw new ApiError(400, ErrorCode.INVALID_PKCE_PARAMETERS, 'A `code_challenge` is required (PKCE S256)');
  }
  requireRedirect(app, body.redirect_to);
  const email = user.linked_accounts.find((account) => account.type === 'email');
  const request: CloudRequest = {
    id: randomId('cloud'),
    app_id: appId,
    user_id: user.id,
    provider,
    redirect_to: body.redirect_to,
    state: body.state_code,
    code_challenge: body.code_challenge,
    account: email && 'address' in email ? email.address.toLowerCase() : null,
    expires_at: core.clock.now(appId) + OAUTH_REQUEST_TTL_MS,
  };
  core.slice(cloudSlice).requests.set(request.id, request);
  return { url: `${new URL(c.req.url).origin}${CLOUD_PREFIX}/consent/${encodeURIComponent(request.id)}` };
}

/** Reference §5.11: the recovery OAuth routes, the stand-ins' consent pages and file store, and their developer endpoints. */
export function registerCloudRoutes({ core, route, hono, dev }: Registry): void {
  route(routes.init, cloudBodies.init, (request) => startConsent(core, request, 'google-drive', request.body));
  route(routes.initIcloud, cloudBodies.initIcloud, (request) => startConsent(core, request, 'icloud', request.body));

  route(routes.authenticate, cloudBodies.authenticate, async ({ body, appId, c }) => {
    const user = await core.identity.authenticate({ appId, c });
    const code = await redeemCloudCode(core, { appId, userId: user.user.id }, body);
    return { access_token: issueCloudToken(core, code) };
  });

  const liveRequest = (id: string | undefined) => {
    const request = id === undefined ? undefined : core.slice(cloudSlice).requests.get(id);
    return request && request.expires_at > core.clock.now(request.app_id) && findApp(core, request.app_id)
      ? request
      : undefined;
  };
  const unknownRequest = 'This authorization request is unknown or expired.';

  hono.get(CLOUD_CONSENT_PATH, (c) => {
    const request = liveRequest(c.req.param('request'));
    if (!request) return consentError(c, 404, unknownRequest);
    const scripted = takeNext(core, request);
    if (scripted?.outcome === 'deny') return c.redirect(decide(core, request, null), 302);
    // Approval as the scripted account, else the user's e-mail; a user without one gets the page.
    const account = scripted ? (scripted.account ?? request.account) : null;
    if (account !== null) return c.redirect(decide(core, request, account), 302);
    c.header('content-security-policy', consentPageCsp(new URL(request.redirect_to).origin));
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    return c.html(renderCloudConsentPage(request));
  });

  hono.post(CLOUD_CONSENT_PATH, async (c) => {
    const request = liveRequest(c.req.param('request'));
    if (!request) return consentError(c, 404, unknownRequest);
    const form = await c.req.parseBody();
    if (form.outcome === 'deny') return c.redirect(decide(core, request, null), 303);
    if (form.outcome !== 'approve') return consentError(c, 400, 'Choose allow or deny.');
    const account = v.safeParse(cloudAccountSchema, form.account);
    if (!account.success) return consentError(c, 400, account.issues[0].message);
    return c.redirect(decide(core, request, account.output), 303);
  });

  registerCloudFiles(hono, core);

  dev(cloudDevRoutes.cloudNext, cloudNextSchema, ({ body, c }) => {
    scriptNextCloudConsent(core, body, c.req.header(HEADER.appId));
    return { ok: true } as const;
  });
  dev(cloudDevRoutes.cloudFiles, null, ({ c }) => {
    const provider = c.req.query('provider') ?? '';
    const account = c.req.query('account');
    if (!isCloudProvider(provider)) throw invalidData('`provider` must be google-drive or icloud');
    if (!account) throw invalidData('`account` is required');
    return { names: cloudFileNames(core, provider, account, c.req.header(HEADER.appId)) };
  });
}
