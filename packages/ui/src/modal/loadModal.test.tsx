import { createInProcessEmulator, DEFAULT_APP_ID } from '@foyer/emulator/in-process';
import { FoyerProvider, memoryStorage } from '@foyer/headless';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../lib/whenIdle.ts';
import { FoyerModal } from './FoyerModal.tsx';
import { loadedModal } from './loadModal.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('waits for an idle period, at most the timeout, and can be cancelled', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const task = vi.fn();
    const cancel = whenIdle(task, 1_500);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 1_500 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timeout where requestIdleCallback is missing (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    await waitFor(() => expect(task).toHaveBeenCalledOnce());
  });
});

describe('<FoyerModal> startup', () => {
  it("renders nothing and starts loading the modal's code as it mounts, without waiting for the page to be idle", async () => {
    // An idle period that never comes: the first click may come before it.
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const emulator = await createInProcessEmulator();
    const { container } = render(
      <FoyerProvider
        appId={DEFAULT_APP_ID}
        apiUrl={emulator.url}
        storage={memoryStorage()}
        testing={{ fetch: emulator.fetch }}
      >
        <FoyerModal />
      </FoyerProvider>,
    );
    expect(container.innerHTML).toBe('');
    await waitFor(() => expect(loadedModal()).not.toBeNull());
    expect(idle).not.toHaveBeenCalled();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
