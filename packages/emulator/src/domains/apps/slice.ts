import { defineSlice } from '../domain.ts';
import { DEFAULT_APP_ID, defaultAppRecord, type AppRecord } from './config.ts';

/** Configured apps by id; the default app is always there. */
export const appsSlice = defineSlice('apps', () => new Map<string, AppRecord>([[DEFAULT_APP_ID, defaultAppRecord()]]));
