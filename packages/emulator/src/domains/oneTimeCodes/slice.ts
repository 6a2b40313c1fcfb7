import * as v from 'valibot';
import type { EventLog } from '../../kernel/eventLog.ts';
import { defineSlice, type Slice } from '../../kernel/slice.ts';

/** The one live code for a destination (a new code supersedes the old one). */
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

/** A channel's codes and the logs of its rate limits (the logs are not exported). */
export interface CodeState {
  /** Keyed by `codeKey(app, destination)`. */
  codes: Map<string, CodeRecord>;
  sendsByAddress: EventLog;
  sendsByClient: EventLog;
  failuresByAddress: EventLog;
}

export function codeKey(appId: string, to: string): string {
  return `${appId}\u0000${to}`;
}

/** Drops the live codes and the rate-limit logs of app `appId` (all keyed by `codeKey(appId, …)`). */
export function forgetCodesOf(state: CodeState, appId: string): void {
  const prefix = codeKey(appId, '');
  for (const map of [state.codes, state.sendsByAddress, state.sendsByClient, state.failuresByAddress]) {
    for (const key of map.keys()) if (key.startsWith(prefix)) map.delete(key);
  }
}

function emptyLimits(): Omit<CodeState, 'codes'> {
  return { sendsByAddress: new Map(), sendsByClient: new Map(), failuresByAddress: new Map() };
}

export type CodeSlice<Name extends string = string> = Slice<Name, CodeState>;

export function codeSlice<const Name extends string>(name: Name): CodeSlice<Name> {
  return defineSlice(name, (): CodeState => ({ codes: new Map(), ...emptyLimits() }));
}

/** The state JSON keeps the live codes only: rate limits start afresh after an import. */
export const codeState = {
  schema: v.array(codeRecordSchema),
  save: (state: CodeState) => structuredClone([...state.codes.values()]),
  load: (codes: CodeRecord[]): CodeState => ({
    codes: new Map(codes.map((code) => [codeKey(code.app_id, code.to), code])),
    ...emptyLimits(),
  }),
};
