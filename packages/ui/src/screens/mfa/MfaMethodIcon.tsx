'use client';
import { PhoneIcon } from '../../primitives/icons.tsx';
import { useSlot } from '../../primitives/slots.ts';
import type { MfaMethod } from './mfaCopy.ts';

const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

/** A method's glyph in the choosers' rows: a phone (SMS), a timer (authenticator app), a key (passkey). Decorative. */
export function MfaMethodIcon({ method }: { method: MfaMethod }) {
  const slot = useSlot('icon');
  if (method === 'sms') return <PhoneIcon />;
  return (
    <svg aria-hidden="true" {...base} {...slot}>
      {method === 'totp' ? (
        <>
          <circle cx="12" cy="13" r="8" />
          <path d="M12 9v4l2 2M10 2h4" />
        </>
      ) : (
        <>
          <circle cx="8" cy="15" r="4" />
          <path d="m10.8 12.2 9.2-9.2M17 6l3 3M15 8l2 2" />
        </>
      )}
    </svg>
  );
}
