import { routeDomains as routes } from '@foyer/headless/contract';
import type { Registry } from '../../kernel/registry.ts';
import { usesSessionCookies } from '../apps/index.ts';
import { bearerToken } from './authenticate.ts';
import { clearSessionCookies, readRefreshCookie, setSessionCookies } from './cookies.ts';
import { sessionsDevRoutes } from './devRoutes.ts';
import { sessionBodies } from './sessionSchemas.ts';
import { createSession, endSession, refreshSession } from './sessions.ts';

/** Refresh (with reuse grace and detection) and logout, in either session mode; `POST /__emulator/sessions`. */
export function registerSessionRoutes({ core, route, dev }: Registry): void {
  route(routes.session.refresh, sessionBodies.refresh, async ({ body, appId, app, c }) => {
    const cookies = usesSessionCookies(app);
    const refreshToken = body.refresh_token ?? (cookies ? readRefreshCookie(c) : undefined);
    try {
      const auth = await refreshSession(core, appId, refreshToken, bearerToken(c.req.header('authorization')));
      return cookies ? setSessionCookies(c, auth, core.clock.now(appId)) : auth;
    } catch (error) {
      if (cookies) clearSessionCookies(c);
      throw error;
    }
  });

  route(routes.session.logout, sessionBodies.logout, async ({ body, appId, app, c }) => {
    const cookies = usesSessionCookies(app);
    const refreshToken = body.refresh_token ?? (cookies ? readRefreshCookie(c) : undefined);
    await endSession(core, appId, refreshToken, bearerToken(c.req.header('authorization')));
    if (cookies) clearSessionCookies(c);
    return {};
  });

  dev(sessionsDevRoutes.createSession, sessionBodies.create, ({ body }) => createSession(core, body.user_id));
}
