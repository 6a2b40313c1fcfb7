import { describe, expect, it } from 'vitest';
import { farcasterPlatform } from './platform.ts';

describe('farcasterPlatform', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 0, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36', 0, 'mobile'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/130.0 Safari/537.36', 0, 'desktop'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36', 0, 'desktop'],
  ])('%s → %s', (agent, touch, platform) => {
    expect(farcasterPlatform(agent, touch)).toBe(platform);
  });
});
