/** How the Farcaster screen offers the channel (spec §2): a QR code on desktop, a link on mobile. */
export type FarcasterPlatform = 'desktop' | 'ios' | 'mobile';

/** Reads the platform from a user agent (iPadOS 13+ reports a Mac with touch: `touchPoints`). */
export function farcasterPlatform(userAgent: string, touchPoints = 0): FarcasterPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && touchPoints > 1)) return 'ios';
  if (/Android|Mobi/i.test(userAgent)) return 'mobile';
  return 'desktop';
}
