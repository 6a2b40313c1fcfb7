import type { WireAppConfig, WireUser } from '@foyer/headless/contract';
import { appFromSeed, DEFAULT_APP_ID, type AppRecord, type SeedApp } from './apps.ts';
import type { EmulatorCore } from './core.ts';
import { ApiError, invalidData } from './http/errors.ts';
import { wireAppConfig } from './routes/app.ts';
import { createUser, toWireUser, type SeedUser } from './users.ts';

export interface SeedData {
  /** Partial app configs merged over the default (id required); replaces an app with the same id. */
  apps?: SeedApp[];
  users?: SeedUser[];
}

export interface SeedResult {
  apps: WireAppConfig[];
  users: WireUser[];
}

/** Adds apps, then users. All or nothing: on any error nothing changes (400 `invalid_data`). */
export function applySeed(core: EmulatorCore, data: SeedData): SeedResult {
  const { state } = core;
  if (typeof data !== 'object' || data === null) throw invalidData('Seed data must be an object');
  const { apps = [], users = [] } = data;
  if (!Array.isArray(apps) || !Array.isArray(users)) throw invalidData('`apps` and `users` must be arrays');

  let records: AppRecord[];
  try {
    records = apps.map((app) => appFromSeed(app));
  } catch (error) {
    throw invalidData(error instanceof Error ? error.message : String(error));
  }
  const appsBefore = new Map(state.apps);
  const usersBefore = new Map(state.users);
  try {
    for (const record of records) state.apps.set(record.config.id, record);
    const created = users.map((input) => {
      if (typeof input !== 'object' || input === null) throw invalidData('A seeded user must be an object');
      const { app_id = DEFAULT_APP_ID, ...rest } = input;
      if (!state.apps.has(app_id)) throw invalidData(`Unknown app ${app_id}; seed it in \`apps\` first`);
      if (rest.email !== undefined && typeof rest.email !== 'string') throw invalidData('`email` must be a string');
      if (rest.has_accepted_terms !== undefined && typeof rest.has_accepted_terms !== 'boolean') {
        throw invalidData('`has_accepted_terms` must be a boolean');
      }
      if (rest.created_at !== undefined && !Number.isInteger(rest.created_at)) {
        throw invalidData('`created_at` must be unix seconds');
      }
      return toWireUser(createUser(core, app_id, rest));
    });
    return { apps: records.map((record) => wireAppConfig(core, record)), users: created };
  } catch (error) {
    state.apps = appsBefore;
    state.users = usersBefore;
    throw error instanceof ApiError ? error : invalidData(error instanceof Error ? error.message : String(error));
  }
}
