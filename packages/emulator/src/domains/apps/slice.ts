import type { AppRecord } from '../../kernel/app.ts';
import { defineSlice } from '../../kernel/slice.ts';
import { DEFAULT_APP_ID, defaultAppRecord } from './config.ts';

/** Configured apps by id; the default app is always there. */
export const appsSlice = defineSlice('apps', () => new Map<string, AppRecord>([[DEFAULT_APP_ID, defaultAppRecord()]]));
