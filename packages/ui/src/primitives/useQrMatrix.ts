import { useEffect, useState } from 'react';

/**
 * The QR code modules for `text`, error correction level Q (spec §9), with `uqr` loaded on first
 * use (its own chunk: nothing QR-related is in the modal's startup code). Null until it is ready.
 */
export function useQrMatrix(text: string): boolean[][] | null {
  const [encoded, setEncoded] = useState<{ text: string; matrix: boolean[][] } | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      if (live) setEncoded({ text, matrix: encode(text, { ecc: 'Q', border: 0 }).data });
    });
    return () => {
      live = false;
    };
  }, [text]);
  return encoded?.text === text ? encoded.matrix : null;
}
