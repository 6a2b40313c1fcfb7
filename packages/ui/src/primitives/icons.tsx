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
  <svg aria-hidden="true" {...base} data-slot="icon">
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

export const BackIcon = () => (
  <svg aria-hidden="true" {...base} data-slot="icon">
    <path d="m15 18-6-6 6-6" />
  </svg>
);

export const CheckIcon = ({ size = 20 }: { size?: number }) => (
  <svg aria-hidden="true" {...base} width={size} height={size} data-slot="icon">
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

export const MailIcon = ({ size = 20 }: { size?: number }) => (
  <svg aria-hidden="true" {...base} width={size} height={size} data-slot="icon">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
);

export const AlertIcon = ({ size = 20 }: { size?: number }) => (
  <svg aria-hidden="true" {...base} width={size} height={size} data-slot="icon">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v4M12 16h.01" />
  </svg>
);
