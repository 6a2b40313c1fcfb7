'use client';
import { KeyIcon, PhoneIcon, TimerIcon } from '../../primitives/icons.tsx';
import type { MfaMethod } from './mfaCopy.ts';

/** A method's glyph in the choosers' rows: a phone (SMS), a timer (authenticator app), a key (passkey). Decorative. */
export function MfaMethodIcon({ method }: { method: MfaMethod }) {
  if (method === 'sms') return <PhoneIcon />;
  return method === 'totp' ? <TimerIcon /> : <KeyIcon />;
}
