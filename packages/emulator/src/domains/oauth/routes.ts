import {
  ErrorCode,
  HEADER,
  type OAuthProvider,
  routeDomains as routes,
  type WireOAuthTokens,
} from '@foyer/headless/contract';
import * as v from 'valibot';
import type { AppRecord } from '../../kernel/app.ts';
import { toUnixSeconds } from '../../kernel/clock.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { devRoute, type Ok } from '../../kernel/devRoute.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import { randomId, randomToken } from '../../kernel/random.ts';
import type { Registry } from '../../kernel/registry.ts';
import { findApp, findAppOr404 } from '../apps/index.ts';
import { checkInitCaptcha } from '../captcha/index.ts';
import { isProvider, issueCode, OAUTH_REQUEST_TTL_MS, redeemCode, requireProvider, requireRedirect } from './codes.ts';
import { consentError, consentPageCsp, renderConsentPage } from './consentPage.ts';
import {
  CROSS_APP_DEFAULT_EMAIL,
  connectionsOf,
  crossAppAccount,
  crossAppIdOf,
  providerAccessToken,
  providerAppIdentity,
  requireProviderApp,
} from './crossApp.ts';
import { renderCrossAppPage } from './crossAppPage.ts';
import { registerTransactPage } from './crossAppTransact.ts';
import { oauthAccount, presetIdentities } from './identities.ts';
import { oauthBodies } from './schemas.ts';
import {
  type AuthRequest,
  type ConsentOutcome,
  consentOutcomes,
  identitySchema,
  type NextDecision,
  nextDecisionSchema,
  type OAuthIdentity,
  type OAuthNextInput,
  oauthSlice,
} from './slice.ts';

/** The consent pages' path (`/oauth/consent/:request`), on the emulator's own origin. */
export const CONSENT_PATH = '/oauth/consent';

/** The provider's own tokens, as the exchange returns them (reference §7.3): one object. */
function providerTokens(provider: string): WireOAuthTokens {
  return {
    provider,
    access_token: `${provider}-access-${randomToken(24)}`,
    access_token_expires_in_seconds: 3600,
    refresh_token: `${provider}-refresh-${randomToken(24)}`,
    refresh_token_expires_in_seconds: 30 * 24 * 3600,
    scopes: ['openid', 'email', 'profile'],
  };
}

/** Where the consent sends the browser: the app's `redirect_to` with the code (or the denial) and the state. */
export function returnUrl(request: Pick<AuthRequest, 'redirect_to' | 'state' | 'provider'>, code: string): string {
  const url = new URL(request.redirect_to);
  url.searchParams.set('privy_oauth_code', code);
  url.searchParams.set('privy_oauth_state', request.state);
  url.searchParams.set('privy_oauth_provider', request.provider);
  return url.toString();
}

/** Ends a consent: a denial returns code 'undefined' (reference: the user denied); else a fresh code. */
function decide(core: EmulatorCore, request: AuthRequest, outcome: ConsentOutcome, identity: OAuthIdentity): string {
  core.slice(oauthSlice).requests.delete(request.id);
  return returnUrl(request, outcome === 'deny' ? 'undefined' : issueCode(core, request, outcome, identity));
}

/** The scripted decision for this consent, if one is queued (`oauth.next()`), taken off the queue. */
function takeNext(core: EmulatorCore, provider: string, appId: string): NextDecision | undefined {
  const queue = core.slice(oauthSlice).next;
  const index = queue.findIndex(
    (decision) =>
      (decision.provider === undefined || decision.provider === provider) &&
      (decision.app_id === undefined || decision.app_id === appId),
  );
  return index === -1 ? undefined : queue.splice(index, 1)[0];
}

const formIdentity = (form: Record<string, unknown>) =>
  v.safeParse(
    identitySchema,
    Object.fromEntries(
      ['subject', 'email', 'name', 'username', 'profile_picture_url', 'vanity_name']
        .map((key) => [key, form[key]])
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''),
    ),
  );

export const oauthDevRoutes = {
  /** The next OAuth consent page (of `provider`, or any; with `privy-app-id`, of that app) answers at once, as `identity` (default: approve). */
  oauthNext: devRoute<OAuthNextInput, Ok>()('POST', '/oauth/next'),
};

/** Scripted consents (`emulator.oauth.next()` and `POST /__emulator/oauth/next`): queue one decision. */
function queueNextConsent(
  core: EmulatorCore,
  decision: v.InferOutput<typeof nextDecisionSchema>,
  appId: string | undefined,
): void {
  if (decision.provider !== undefined && !isProvider(decision.provider) && crossAppIdOf(decision.provider) === null) {
    throw new ApiError(400, ErrorCode.INVALID_DATA, `Unknown OAuth provider: ${decision.provider}`);
  }
  core.slice(oauthSlice).next.push(appId === undefined ? decision : { ...decision, app_id: appId });
}

/** `emulator.oauth.next()`: the decision checked as its endpoint checks it (400 `invalid_data`), then queued. */
export function scriptNextConsent(core: EmulatorCore, decision: OAuthNextInput, appId?: string): void {
  const parsed = v.safeParse(nextDecisionSchema, decision);
  if (!parsed.success) throw invalidData(parsed.issues[0].message);
  queueNextConsent(core, parsed.output, appId);
}

/** Reference §5.4: init, authenticate and link; the consent pages; the scripting endpoint. */
export function registerOAuthRoutes({ core, route, hono, dev }: Registry): void {
  const nowSeconds = (appId: string) => toUnixSeconds(core.clock.now(appId));
  /** The linked account a code stands for: a social provider's, or a provider app's (cross-app). */
  const accountOf = (provider: string, identity: OAuthIdentity, appId: string) => {
    const crossApp = crossAppIdOf(provider);
    return crossApp === null
      ? oauthAccount(provider as OAuthProvider, identity, nowSeconds(appId))
      : crossAppAccount(core, crossApp, identity, nowSeconds(appId));
  };
  /** The tokens an exchange returns: a social provider's, or the provider app's access token (none when read-only). */
  const tokensOf = (provider: string, identity: OAuthIdentity, appId: string) => {
    const crossApp = crossAppIdOf(provider);
    return crossApp === null ? providerTokens(provider) : providerAccessToken(core, appId, crossApp, identity.subject);
  };

  route(routes.oauth.init, oauthBodies.init, async (request) => {
    const { body, appId, app, c } = request;
    const { code_challenge } = body;
    if (code_challenge === undefined) {
      throw new ApiError(400, ErrorCode.INVALID_PKCE_PARAMETERS, 'A `code_challenge` is required (PKCE S256)');
    }
    await checkInitCaptcha(core, request, body.token);
    const crossApp = crossAppIdOf(body.provider);
    if (crossApp !== null) requireProviderApp(core, appId, crossApp);
    const provider = crossApp === null ? requireProvider(app, body.provider) : body.provider;
    requireRedirect(app, body.redirect_to);
    const authRequest: AuthRequest = {
      id: randomId('oauth'),
      app_id: appId,
      provider,
      redirect_to: body.redirect_to,
      state: body.state_code ?? randomToken(36),
      code_challenge,
      expires_at: core.clock.now(appId) + OAUTH_REQUEST_TTL_MS,
    };
    core.slice(oauthSlice).requests.set(authRequest.id, authRequest);
    return { url: `${new URL(c.req.url).origin}${CONSENT_PATH}/${encodeURIComponent(authRequest.id)}` };
  });

  route(routes.oauth.authenticate, oauthBodies.authenticate, async (request) => {
    const { body, appId } = request;
    const { provider, identity: profile } = await redeemCode(core, appId, body);
    const account = accountOf(provider, profile, appId);
    // The provider's profile is fresher than ours: it replaces it, keeping the first verification time.
    const auth = await core.identity.logIn(request, account, {
      mode: body.mode,
      allowlist: profile.email ?? null,
      profile: true,
    });
    const tokens = await tokensOf(provider, profile, appId);
    return tokens ? { ...auth, oauth_tokens: tokens } : auth;
  });

  route(routes.oauth.link, oauthBodies.link, async (request) => {
    const { body, appId } = request;
    const record = await core.identity.authenticate(request);
    const { provider, identity: profile } = await redeemCode(core, appId, body);
    const account = accountOf(provider, profile, appId);
    // The user's own account again changes nothing but fresh tokens: a reauthorization
    // (`useOAuthTokens().reauthorize`), a cross-app relink (a new provider token).
    if (core.identity.owner(appId, account)?.user.id !== record.user.id)
      core.identity.requireRoom(record, account.type);
    const user = core.identity.link(record, account, { transfer: true });
    const tokens = await tokensOf(provider, profile, appId);
    return tokens ? { ...user, oauth_tokens: tokens } : user;
  });

  const liveRequest = (id: string | undefined) => {
    const request = id === undefined ? undefined : core.slice(oauthSlice).requests.get(id);
    return request && request.expires_at > core.clock.now(request.app_id) && findApp(core, request.app_id)
      ? request
      : undefined;
  };

  hono.get(`${CONSENT_PATH}/:request`, (c) => {
    const request = liveRequest(c.req.param('request'));
    const crossApp = request ? crossAppIdOf(request.provider) : null;
    const providerApp = crossApp === null ? undefined : findApp(core, crossApp);
    if (!request || (crossApp === null ? !isProvider(request.provider) : !providerApp))
      return consentError(c, 404, 'This authorization request is unknown or expired.');
    const scripted = takeNext(core, request.provider, request.app_id);
    if (scripted) {
      const identity =
        crossApp === null
          ? (scripted.identity ?? (presetIdentities(request.provider as OAuthProvider)[0] as OAuthIdentity))
          : providerAppIdentity(
              core,
              crossApp,
              scripted.identity?.email ?? CROSS_APP_DEFAULT_EMAIL,
              nowSeconds(request.app_id),
            );
      return c.redirect(decide(core, request, scripted.outcome ?? 'approve', identity), 302);
    }
    c.header('content-security-policy', consentPageCsp(new URL(request.redirect_to).origin));
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    const requester = findApp(core, request.app_id) as AppRecord;
    return c.html(
      providerApp
        ? renderCrossAppPage(request, providerApp.config, requester.config)
        : renderConsentPage(request, request.provider as OAuthProvider),
    );
  });

  hono.post(`${CONSENT_PATH}/:request`, async (c) => {
    const request = liveRequest(c.req.param('request'));
    if (!request) return consentError(c, 404, 'This authorization request is unknown or expired.');
    const form = await c.req.parseBody();
    const outcome = consentOutcomes.find((value) => value === form.outcome);
    if (!outcome) return consentError(c, 400, 'Choose approve, deny, suspended or rate-limited.');
    const crossApp = crossAppIdOf(request.provider);
    if (crossApp !== null) {
      // The provider app's page: sign in there as the typed account (the user the consent approves as).
      const email = typeof form.email === 'string' && form.email.includes('@') ? form.email : CROSS_APP_DEFAULT_EMAIL;
      const identity = providerAppIdentity(core, crossApp, email, nowSeconds(request.app_id));
      return c.redirect(decide(core, request, outcome, identity), 303);
    }
    const identity = formIdentity(form);
    if (!identity.success) return consentError(c, 400, identity.issues[0].message);
    return c.redirect(decide(core, request, outcome, identity.output), 303);
  });

  // Reference §5.13: a provider app's public details, for the requesting app's login screen.
  route(routes.crossApp.details, null, ({ params }) => {
    const { config } = findAppOr404(core, params.app_id);
    return { name: config.name, icon_url: config.icon_url ?? config.logo_url };
  });

  // Reference §5.13: the provider apps the requesting app is connected to, and whether each is read-only.
  route(routes.crossApp.connections, null, ({ params }) => ({
    connections: connectionsOf(core, findAppOr404(core, params.app_id)).map(({ provider, read_only }) => ({
      provider_app_id: provider.config.id,
      provider_app_name: provider.config.name,
      provider_app_icon_url: provider.config.icon_url ?? provider.config.logo_url,
      provider_app_custom_api_url: provider.config.custom_api_url,
      read_only,
    })),
  }));

  registerTransactPage(hono, core);

  dev(oauthDevRoutes.oauthNext, nextDecisionSchema, ({ body, c }) => {
    queueNextConsent(core, body, c.req.header(HEADER.appId));
    return { ok: true } as const;
  });
}
