import type { WireUser } from '@foyer/headless/contract';
import { defineSlice } from '../domain.ts';

/** Users belong to one app, as on the provider (the same address in two apps is two users). */
export interface UserRecord {
  app_id: string;
  user: WireUser;
}

/** Users by id. */
export const usersSlice = defineSlice('users', () => new Map<string, UserRecord>());
