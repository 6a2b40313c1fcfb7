import { defineSlice } from '../domain.ts';
import { type EmailCodes, emptyLimits } from '../email/slice.ts';

/** SMS codes: the same records and limits as e-mail codes, keyed by app and E.164 number. */
export const smsSlice = defineSlice('sms', (): EmailCodes => ({ codes: new Map(), ...emptyLimits() }));
