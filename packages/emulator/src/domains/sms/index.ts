import * as v from 'valibot';
import { defineDomain } from '../domain.ts';
import { codeKey, codeRecordSchema, emptyLimits } from '../email/slice.ts';
import { registerSmsRoutes } from './routes.ts';
import { smsSlice } from './slice.ts';

/** Phone one-time codes (reference §5.3): live codes, their limits, and the passwordless_sms routes. */
export const smsDomain = defineDomain({
  ...smsSlice,
  state: {
    schema: v.array(codeRecordSchema),
    save: (state) => structuredClone([...state.codes.values()]),
    load: (codes) => ({ codes: new Map(codes.map((code) => [codeKey(code.app_id, code.to), code])), ...emptyLimits() }),
  },
  register: registerSmsRoutes,
});
