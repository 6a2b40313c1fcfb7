'use client';
import { useSlot } from './slots.ts';
import { useQrMatrix } from './useQrMatrix.ts';

export interface QrCodeProps {
  /** The text to encode (a URL, a pairing URI). */
  value: string;
  /** The image's accessible name. */
  label: string;
  /** Width and height in px. Default 240. */
  size?: number;
  className?: string;
}

/**
 * `value` as a QR code (error correction level Q), drawn as one SVG path: no inline styles or data
 * URLs, so a strict CSP allows it. The encoder (`uqr`) loads on first use, in its own chunk;
 * meanwhile the image is empty and `aria-busy`.
 */
export function QrCode({ value, label, size = 240, className }: QrCodeProps) {
  const matrix = useQrMatrix(value);
  const modules = matrix?.length ?? 1;
  const slot = useSlot('qr-code', className);
  return (
    <svg
      {...slot}
      role="img"
      aria-label={label}
      aria-busy={matrix === null}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      {matrix ? (
        <path
          fill="currentColor"
          d={matrix.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('')}
        />
      ) : null}
    </svg>
  );
}
