import type { WireAuthResponse, WireUser } from '@foyer/headless/contract';
import { devRoute, type NoBody } from '../../kernel/devRoute.ts';
import type { CreateSessionInput } from './sessionSchemas.ts';

/** A user as the developer endpoints list it: the wire user and its app. */
export type DevUser = WireUser & { app_id: string };

export const usersDevRoutes = {
  users: devRoute<NoBody, { users: DevUser[] }>()('GET', '/users'),
};

export const sessionsDevRoutes = {
  /** A logged-in session for an existing user: the auth envelope with its tokens. */
  createSession: devRoute<CreateSessionInput, WireAuthResponse>()('POST', '/sessions'),
};
