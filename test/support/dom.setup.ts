import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

interface HappyDomWindow {
  happyDOM?: { waitUntilComplete(): Promise<void> };
}

// findBy*/waitFor default to 1 s, too short for the whole suite on a 2-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  // Let fire-and-forget requests (analytics, config of an unmounted provider) finish, so happy-dom
  // does not abort them noisily at teardown.
  await (globalThis as unknown as HappyDomWindow).happyDOM?.waitUntilComplete();
  localStorage.clear();
});

// In the `unit-pure` project the files of a worker share one page (`isolate: false`): what a file
// leaves on it goes with it.
afterAll(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  sessionStorage.clear();
});
