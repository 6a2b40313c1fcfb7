import { useEffect, useState } from 'react';

/**
 * The QR code modules for `text`, error correction level Q (spec wallets §9), with `uqr` loaded on
 * first use (its own chunk: nothing QR-related is in the modal's startup code). Null until it is
 * ready, and while `text` is null (nothing is loaded then). `border`: quiet-zone modules around the
 * code (default none). Every QR code of the modal (WalletConnect's, Farcaster's) comes from here.
 */
export function useQrMatrix(text: string | null, { border = 0 }: { border?: number } = {}): boolean[][] | null {
  const [encoded, setEncoded] = useState<{ key: string; matrix: boolean[][] } | null>(null);
  const key = `${border}:${text}`;
  useEffect(() => {
    if (text === null) return;
    let live = true;
    void import('uqr').then(({ encode }) => {
      if (live) setEncoded({ key, matrix: encode(text, { ecc: 'Q', border }).data });
    });
    return () => {
      live = false;
    };
  }, [key, text, border]);
  return text !== null && encoded?.key === key ? encoded.matrix : null;
}
