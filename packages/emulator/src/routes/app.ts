import { ErrorCode, routeDomains as routes, type WireAppConfig } from '@foyer/headless/contract';
import type { AppRecord } from '../apps.ts';
import type { EmulatorCore } from '../core.ts';
import { ApiError, jsonResponse } from '../http/errors.ts';
import type { EmulatorApp, Handle } from '../http/handle.ts';

/** The wire config: the stored one plus the instance's public key as `verification_key`. */
export function wireAppConfig(core: EmulatorCore, app: AppRecord): WireAppConfig {
  return { ...structuredClone(app.config), verification_key: core.tokens.publicKeyPem() };
}

/** Public signing keys; not in the client's route table (servers fetch it), so declared here. */
export const JWKS_PATH = `${routes.app.config.path}/jwks.json` as const;

function appNotFound(): ApiError {
  return new ApiError(404, ErrorCode.MISSING_OR_INVALID_APP_ID, 'App not found');
}

export function registerAppRoutes(hono: EmulatorApp, handle: Handle, core: EmulatorCore): void {
  handle(routes.app.config, ({ params }) => {
    const app = core.state.apps.get(params.app_id);
    if (!app) throw appNotFound();
    return wireAppConfig(core, app);
  });

  hono.get(JWKS_PATH, (c) => {
    if (!core.state.apps.has(c.req.param('app_id'))) throw appNotFound();
    return jsonResponse(c, core.tokens.jwks());
  });
}
