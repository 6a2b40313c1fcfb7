import * as v from 'valibot';
import { defineDomain } from '../domain.ts';
import { registerEmailRoutes } from './routes.ts';
import { codeKey, codeRecordSchema, emailSlice, emptyLimits } from './slice.ts';

/** E-mail one-time codes (reference §5.2): live codes, their limits, and the passwordless routes. */
export const emailDomain = defineDomain({
  ...emailSlice,
  state: {
    schema: v.array(codeRecordSchema),
    save: (state) => structuredClone([...state.codes.values()]),
    load: (codes) => ({ codes: new Map(codes.map((code) => [codeKey(code.app_id, code.to), code])), ...emptyLimits() }),
  },
  register: registerEmailRoutes,
});
