import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

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

// In the `unit` project the files of a worker share one page and one module registry
// (`isolate: false`): what a file leaves on the page goes with it, so that the next file starts as
// on a fresh page. That is the DOM, storage, the address (a return's parameters left in it would
// start a login), the window's name, timers and stubs, and what test doubles put on the window:
// their listeners (an injected wallet answering EIP-6963 requests) and globals (`window.ethereum`).
// A file that tests what a module does on its first use says so (`// Isolated: <why>`) and runs
// in the `unit-isolated` project, with its own modules and page, as files that `vi.mock` do.

interface PageState {
  globals: Set<string>;
  listeners: [EventTarget, string, EventListenerOrEventListenerObject, unknown][];
}
const PAGE_STATE = Symbol.for('foyer.test.pageState');
const holder = globalThis as unknown as Record<typeof PAGE_STATE, PageState | undefined>;
/** Once per worker: what the page held before any file, and the listeners added since. */
function watchPage(): PageState {
  const state: PageState = { globals: new Set(Object.getOwnPropertyNames(window)), listeners: [] };
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    target.addEventListener = (type, listener, options) => {
      // A library's own listener (`@wallet-standard/app`'s registry listens once, for good) stays:
      // the frame under this one is the caller's.
      if (listener && !new Error().stack?.split('\n')[2]?.includes('/node_modules/'))
        state.listeners.push([target, type, listener, options]);
      add(type, listener, options);
    };
  }
  return state;
}
holder[PAGE_STATE] ??= watchPage();
const page = holder[PAGE_STATE];

const initialUrl = window.location.href;
afterAll(() => {
  for (const [target, type, listener, options] of page.listeners.splice(0))
    target.removeEventListener(type, listener, options as EventListenerOptions | boolean | undefined);
  for (const name of Object.getOwnPropertyNames(window))
    if (!page.globals.has(name) && !name.startsWith('__')) Reflect.deleteProperty(window, name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', initialUrl);
  window.name = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
