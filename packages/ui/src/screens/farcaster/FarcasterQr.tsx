'use client';
import { useQrMatrix } from '../../primitives/useQrMatrix.ts';

/** Spec §2: the QR code is 275 px. */
export const FARCASTER_QR_PX = 275;

/**
 * The channel's address as a QR code, drawn as SVG (no inline styles or data URLs: strict CSP).
 * The encoder (`uqr`) loads on first use, in its own chunk (`useQrMatrix`).
 */
export function FarcasterQr({ value, label }: { value: string; label: string }) {
  const data = useQrMatrix(value, { border: 2 });
  const size = data?.length ?? 1;
  let path = '';
  data?.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      data-slot="qr-code"
      role="img"
      aria-label={label}
      aria-busy={data === null}
      width={FARCASTER_QR_PX}
      height={FARCASTER_QR_PX}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
    >
      {data ? <path d={path} fill="#000" /> : null}
    </svg>
  );
}
