import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

interface HappyDomWindow {
  happyDOM?: { waitUntilComplete(): Promise<void> };
}

afterEach(async () => {
  cleanup();
  // Let fire-and-forget requests (analytics, config of an unmounted provider) finish, so happy-dom
  // does not abort them noisily at teardown.
  await (globalThis as unknown as HappyDomWindow).happyDOM?.waitUntilComplete();
  localStorage.clear();
});
