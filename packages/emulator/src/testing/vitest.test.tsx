import { FoyerProvider, useAuth } from '@foyer/headless';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInProcessEmulator } from '../inProcess.ts';
import { workerAppId } from './appEmulator.ts';
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

  it("renders one app signed in, on that app's own clock, whatever another app's fault, clock jump and reset", async () => {
    const emulator = await createInProcessEmulator();
    const [mine, other] = [workerAppId(1), workerAppId(2)];
    emulator.seed({ apps: [{ id: mine }, { id: other }] });
    const props = await testProviderProps(emulator, { appId: mine, as: { email: 'kit.mine@example.com' } });
    const otherProps = await testProviderProps(emulator, { appId: other });
    const others = emulator.forApp(other);
    others.reset();
    others.clock.advance(3_600_000);
    others.faults.add({ path: '/api/v1/apps/:app_id', status: 500 });
    others.faults.add({ path: '/api/v1/sessions', status: 500 });
    expect(otherProps.testing.now!() - props.testing.now!()).toBeGreaterThanOrEqual(3_600_000 - 1_000);
    render(
      <FoyerProvider {...props}>
        <Who />
      </FoyerProvider>,
    );
    expect(await screen.findByText('Signed in as kit.mine@example.com')).toBeTruthy();
    expect(emulator.forApp(mine).clock.now() - props.testing.now!()).toBeLessThan(1_000);
    await emulator.close();
  });
});
