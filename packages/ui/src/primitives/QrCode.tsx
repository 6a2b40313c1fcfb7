'use client';
import { useSlot } from './slots.ts';
import { useQrMatrix } from './useQrMatrix.ts';

export interface QrImageProps {
  /** The code's modules (`useQrMatrix`); null while the encoder loads (the image is then empty and `aria-busy`). */
  matrix: boolean[][] | null;
  /** The image's accessible name. */
  label: string;
  /** Width and height in px. Default 240. */
  size?: number;
  /** The modules are drawn in `currentColor`: set the colour with a text class. */
  className?: string;
}

/** QR code modules drawn as one SVG path: no inline styles or data URLs, so a strict CSP allows it. Pure. */
export function QrImage({ matrix, label, size = 240, className }: QrImageProps) {
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

export interface QrCodeProps extends Omit<QrImageProps, 'matrix'> {
  /** The text to encode (a URL, a pairing URI). */
  value: string;
  /** Quiet-zone modules around the code. Default none. */
  border?: number;
}

/**
 * `value` as a QR code (error correction level Q). The encoder (`uqr`) loads on first use, in its
 * own chunk; meanwhile the image is empty and `aria-busy`.
 */
export function QrCode({ value, border, ...image }: QrCodeProps) {
  const matrix = useQrMatrix(value, border === undefined ? {} : { border });
  return <QrImage matrix={matrix} {...image} />;
}
