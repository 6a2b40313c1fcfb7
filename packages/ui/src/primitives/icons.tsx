'use client';
import { useSlot } from './slots.ts';

/** The few icons the modal needs, inline (no icon library). Decorative: labels live on the buttons. */
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

export const CloseIcon = () => (
  <svg aria-hidden="true" {...base} {...useSlot('icon')}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

export const BackIcon = () => (
  <svg aria-hidden="true" {...base} {...useSlot('icon')}>
    <path d="m15 18-6-6 6-6" />
  </svg>
);

export const CheckIcon = ({ size = 20 }: { size?: number }) => (
  <svg aria-hidden="true" {...base} width={size} height={size} {...useSlot('icon')}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

export const MailIcon = ({ size = 20 }: { size?: number }) => (
  <svg aria-hidden="true" {...base} width={size} height={size} {...useSlot('icon')}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
);

export const AlertIcon = ({ size = 20 }: { size?: number }) => (
  <svg aria-hidden="true" {...base} width={size} height={size} {...useSlot('icon')}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v4M12 16h.01" />
  </svg>
);

export const CopyIcon = ({ size = 16 }: { size?: number }) => (
  <svg aria-hidden="true" {...base} width={size} height={size} {...useSlot('icon')}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </svg>
);

export const WalletIcon = ({ size = 20 }: { size?: number }) => (
  <svg aria-hidden="true" {...base} width={size} height={size} {...useSlot('icon')}>
    <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0 0 4h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5" />
    <path d="M16 14h.01" />
  </svg>
);

export const ShieldIcon = ({ size = 20 }: { size?: number }) => (
  <svg aria-hidden="true" {...base} width={size} height={size} {...useSlot('icon')}>
    <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />
  </svg>
);

export const SignatureIcon = ({ size = 20 }: { size?: number }) => (
  <svg aria-hidden="true" {...base} width={size} height={size} {...useSlot('icon')}>
    <path d="M3 17c3-1 4-9 6-9s0 9 2 9 3-4 4-4 1 3 3 3h3" />
    <path d="M3 21h18" />
  </svg>
);

export const PhoneIcon = ({ size = 20 }: { size?: number }) => (
  <svg aria-hidden="true" {...base} width={size} height={size} {...useSlot('icon')}>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M11 18h2" />
  </svg>
);

/** An authenticator app (a timer). */
export const TimerIcon = () => (
  <svg aria-hidden="true" {...base} {...useSlot('icon')}>
    <circle cx="12" cy="13" r="8" />
    <path d="M12 9v4l2 2M10 2h4" />
  </svg>
);

/** A passkey (a key). */
export const KeyIcon = () => (
  <svg aria-hidden="true" {...base} {...useSlot('icon')}>
    <circle cx="8" cy="15" r="4" />
    <path d="m10.8 12.2 9.2-9.2M17 6l3 3M15 8l2 2" />
  </svg>
);

/** A payment card. */
export const CardIcon = () => (
  <svg aria-hidden="true" {...base} {...useSlot('icon')}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </svg>
);

/** An exchange (a bank's columns). */
export const BankIcon = () => (
  <svg aria-hidden="true" {...base} {...useSlot('icon')}>
    <path d="M3 21h18M3 10h18M5 6l7-3 7 3M5 10v11M19 10v11M9.5 14v4M14.5 14v4" />
  </svg>
);

/** Receiving to an address (a QR code). */
export const QrIcon = () => (
  <svg aria-hidden="true" {...base} {...useSlot('icon')}>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3h-3zM21 14v.01M14 21h7M21 17v4" />
  </svg>
);

/** Moving funds between networks (two opposite arrows). */
export const BridgeIcon = () => (
  <svg aria-hidden="true" {...base} {...useSlot('icon')}>
    <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
  </svg>
);
