import { routeDomains as routes } from '@foyer/headless/contract';
import { devRoutes } from '../../contract/devRoutes.ts';
import { usesSessionCookies } from '../apps/apps.ts';
import { defineDomain } from '../domain.ts';
import { bearerToken } from './authenticate.ts';
import { clearSessionCookies, readRefreshCookie, setSessionCookies } from './cookies.ts';
import { sessionBodies, sessionsStateSchema } from './schemas.ts';
import { createSession, endSession, refreshSession } from './sessions.ts';
import { sessionsSlice } from './slice.ts';

/** Sessions and refresh tokens: refresh (with reuse grace and detection), logout, cookie mode, and session creation for tests. */
export const sessionsDomain = defineDomain({
  ...sessionsSlice,
  state: {
    schema: sessionsStateSchema,
    save: ({ sessions, refreshTokens }) =>
      structuredClone({ sessions: [...sessions.values()], refreshTokens: [...refreshTokens.values()] }),
    load: ({ sessions, refreshTokens }) => ({
      sessions: new Map(sessions.map((session) => [session.id, session])),
      refreshTokens: new Map(refreshTokens.map((record) => [record.token, record])),
    }),
  },
  register({ core, route, dev }) {
    route(routes.session.refresh, sessionBodies.refresh, async ({ body, appId, app, c }) => {
      const cookies = usesSessionCookies(app);
      const refreshToken = body.refresh_token ?? (cookies ? readRefreshCookie(c) : undefined);
      try {
        const auth = await refreshSession(core, appId, refreshToken, bearerToken(c.req.header('authorization')));
        return cookies ? setSessionCookies(c, auth, core.clock.now()) : auth;
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

    dev(devRoutes.createSession, sessionBodies.create, ({ body }) => createSession(core, body.user_id));
  },
});
