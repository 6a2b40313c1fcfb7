import { deleteRecordsOf } from '../../kernel/app.ts';
import { defineDomain } from '../../kernel/domain.ts';
import { oauthDevRoutes, registerOAuthRoutes } from './routes.ts';
import { oauthSlice, oauthStateSchema } from './slice.ts';

/**
 * Social OAuth (reference §5.4): authorization requests waiting at the simulated consent pages,
 * single-use codes bound to their state and PKCE challenge, and the scripted consents of tests.
 */
export const oauthDomain = defineDomain({
  ...oauthSlice,
  state: {
    schema: oauthStateSchema,
    save: (state) =>
      structuredClone({
        requests: [...state.requests.values()],
        codes: [...state.codes.values()],
        next: state.next,
        grants: [...state.grants.values()],
      }),
    load: (json) => ({
      requests: new Map(json.requests.map((request) => [request.id, request])),
      codes: new Map(json.codes.map((code) => [code.code, code])),
      next: json.next,
      grants: new Map(json.grants.map((grant) => [grant.session_id, grant])),
    }),
  },
  devRoutes: oauthDevRoutes,
  forgetApp(core, appId) {
    const { requests, codes, grants } = core.slice(oauthSlice);
    deleteRecordsOf(requests, appId);
    deleteRecordsOf(codes, appId);
    for (const [id, grant] of grants) if (grant.app_id === appId || grant.provider_app_id === appId) grants.delete(id);
    const state = core.slice(oauthSlice);
    state.next = state.next.filter((decision) => decision.app_id !== appId);
  },
  register: registerOAuthRoutes,
});

export { OAUTH_CODE_TTL_MS, OAUTH_REQUEST_TTL_MS, requireRedirect, s256 } from './codes.ts';
export { CONSENT_STYLE, consentError, consentPageCsp, hidden } from './consentPage.ts';
export { CONSENT_PATH, returnUrl, scriptNextConsent } from './routes.ts';
export type { OAuthNextInput } from './slice.ts';
