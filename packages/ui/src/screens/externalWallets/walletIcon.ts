/**
 * A wallet's icon as `<img src>`: only `data:image/…` and `https:` URLs (wallets announce their
 * own icons; anything else, `javascript:` or plain http included, is not rendered).
 */
export function walletIconUrl(icon: string | null | undefined): string | null {
  if (!icon) return null;
  const trimmed = icon.trim();
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml|avif)[;,]/i.test(trimmed)) return trimmed;
  try {
    return new URL(trimmed).protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}
