import { FoyerProvider, useAuth } from '@foyer/headless';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInProcessEmulator } from '../inProcess.ts';
import { testProviderProps } from './vitest.ts';

function Who() {
  const { ready, authenticated, user } = useAuth();
  if (!ready) return <p>Loading</p>;
  return <p>{authenticated ? `Signed in as ${user?.email?.address}` : 'Signed out'}</p>;
}

describe('testProviderProps (a Vitest render against the in-process emulator)', () => {
  it('renders signed in as the user it names, with no login flow', async () => {
    const emulator = await createInProcessEmulator();
    const props = await testProviderProps(emulator, { as: { email: 'kit.render@example.com' } });
    render(
      <FoyerProvider {...props}>
        <Who />
      </FoyerProvider>,
    );
    expect(await screen.findByText('Signed in as kit.render@example.com')).toBeTruthy();
    expect(props.testing.fast).toBe(true);
    await emulator.close();
  });

  it('renders signed out without `as`', async () => {
    const emulator = await createInProcessEmulator();
    render(
      <FoyerProvider {...(await testProviderProps(emulator))}>
        <Who />
      </FoyerProvider>,
    );
    expect(await screen.findByText('Signed out')).toBeTruthy();
    await emulator.close();
  });
});
