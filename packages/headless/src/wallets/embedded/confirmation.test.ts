import { defaultAppConfig } from '@foyer/emulator/in-process';
import { describe, expect, it } from 'vitest';
import type { WireAppConfig } from '../../core/api/wire.ts';
import { resolveAppConfig } from '../../core/config/appConfig.ts';
import { asksUser } from './confirmation.ts';

const wire = (enforce: boolean): WireAppConfig => ({
  ...defaultAppConfig(),
  verification_key: 'key',
  enforce_wallet_uis: enforce,
});

describe('the confirmation policy: whether a signature waits for the user', () => {
  // call: the hooks' per-call showWalletUIs; configured: the resolved config (undefined before it loads).
  it.each`
    call         | configured   | uiMounts | asks
    ${undefined} | ${undefined} | ${1}     | ${true}
    ${undefined} | ${true}      | ${1}     | ${true}
    ${undefined} | ${false}     | ${1}     | ${false}
    ${true}      | ${false}     | ${1}     | ${true}
    ${false}     | ${true}      | ${1}     | ${false}
    ${false}     | ${undefined} | ${1}     | ${false}
    ${true}      | ${true}      | ${2}     | ${true}
    ${undefined} | ${true}      | ${0}     | ${false}
    ${true}      | ${true}      | ${0}     | ${false}
    ${undefined} | ${undefined} | ${0}     | ${false}
  `('call $call, config $configured, $uiMounts UI(s) mounted → asks: $asks', ({ call, configured, uiMounts, asks }) => {
    expect(asksUser({ call, configured, uiMounts })).toBe(asks);
  });

  // The whole chain: the call's option, then the app's config, then the server's enforce_wallet_uis.
  it.each`
    call         | local        | enforce  | asks
    ${undefined} | ${undefined} | ${false} | ${true}
    ${undefined} | ${false}     | ${false} | ${false}
    ${undefined} | ${false}     | ${true}  | ${true}
    ${undefined} | ${true}      | ${false} | ${true}
    ${false}     | ${undefined} | ${true}  | ${false}
    ${true}      | ${false}     | ${false} | ${true}
  `(
    'call $call, config.embeddedWallets.showWalletUIs $local, enforce_wallet_uis $enforce → asks: $asks',
    ({ call, local, enforce, asks }) => {
      const { config } = resolveAppConfig(
        wire(enforce),
        local === undefined ? {} : { embeddedWallets: { showWalletUIs: local } },
      );
      expect(asksUser({ call, configured: config.embeddedWallets.showWalletUIs, uiMounts: 1 })).toBe(asks);
    },
  );
});
