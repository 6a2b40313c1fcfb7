import { DEFAULT_APP_ID, type InProcessEmulator } from '@foyer/emulator/in-process';
import { FoyerProvider, type FoyerProviderProps, type FoyerStorage, memoryStorage } from '@foyer/headless';
import { type ReactNode, useState } from 'react';
import { FoyerModal, type FoyerModalProps } from '../modal/FoyerModal.tsx';

export interface ModalHarnessProps {
  emulator: InProcessEmulator;
  /** The stored session to start from (e.g. a logged-in user's tokens); default an empty store. */
  storage?: FoyerStorage | undefined;
  config?: FoyerProviderProps['config'];
  modal?: FoyerModalProps | undefined;
  /** Test mode (`testing.fast`): no success holds, no retry delays. */
  fast?: boolean | undefined;
  /** The test's openers (buttons calling `useLogin`, `useLinkAccount`, …). */
  children: ReactNode;
}

/** The kit and the default modal against an in-process emulator, around a test's openers. */
export function ModalHarness({ emulator, storage, config, modal, fast, children }: ModalHarnessProps) {
  const [store] = useState(() => storage ?? memoryStorage());
  return (
    <FoyerProvider
      appId={DEFAULT_APP_ID}
      apiUrl={emulator.url}
      storage={store}
      config={config}
      testing={{ fetch: emulator.fetch, retryDelayMs: 1, fast }}
    >
      {children}
      <FoyerModal {...modal} />
    </FoyerProvider>
  );
}
