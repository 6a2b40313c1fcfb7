/**
 * Returns the URL when it is an absolute http(s) address, else null. Config values (terms and
 * privacy URLs) go through this before they become an `href`: a `javascript:` URL stays text.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** For `<img src>`: http(s), or a `data:image/...` URL (config logos may be inlined). */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml|avif);/i.test(trimmed)) return trimmed;
  return safeHttpUrl(trimmed);
}
