import { FoyerProvider, type FoyerProviderProps, memoryStorage } from '@foyer/headless';
import { render, renderHook } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { inject } from 'vitest';
import { DEMO_APP_ID } from './testCore.ts';

type Options = Partial<Omit<FoyerProviderProps, 'children'>> & { strict?: boolean };

function wrapperFor({ strict = true, ...options }: Options = {}) {
  const props = { appId: DEMO_APP_ID, apiUrl: inject('emulatorUrl'), storage: memoryStorage(), ...options };
  return ({ children }: { children: ReactNode }) => {
    const tree = <FoyerProvider {...props}>{children}</FoyerProvider>;
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
}

/** renderHook inside a FoyerProvider on the shared test emulator (StrictMode by default). */
export function renderFoyerHook<Result>(hook: () => Result, options?: Options) {
  return renderHook(hook, { wrapper: wrapperFor(options) });
}

export function renderWithFoyer(ui: ReactNode, options?: Options) {
  return render(ui, { wrapper: wrapperFor(options) });
}
