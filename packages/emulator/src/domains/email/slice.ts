import * as v from 'valibot';
import { defineSlice } from '../domain.ts';

/** The one live code for an address (a new code supersedes the old one). */
export interface CodeRecord {
  app_id: string;
  to: string;
  code: string;
  /** Epoch ms, emulator clock. */
  expires_at: number;
  failed_attempts: number;
}

export const codeRecordSchema = v.strictObject({
  app_id: v.string(),
  to: v.string(),
  code: v.string(),
  expires_at: v.number(),
  failed_attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** Times (epoch ms) of recent events per key, for the rate limits. Not exported with the state. */
export type EventLog = Map<string, number[]>;

export interface EmailCodes {
  /** Keyed by `codeKey(app, address)`. */
  codes: Map<string, CodeRecord>;
  sendsByAddress: EventLog;
  sendsByClient: EventLog;
  failuresByAddress: EventLog;
}

export function emptyLimits(): Omit<EmailCodes, 'codes'> {
  return { sendsByAddress: new Map(), sendsByClient: new Map(), failuresByAddress: new Map() };
}

export const emailSlice = defineSlice('email', (): EmailCodes => ({ codes: new Map(), ...emptyLimits() }));

export function codeKey(appId: string, to: string): string {
  return `${appId}\u0000${to}`;
}
