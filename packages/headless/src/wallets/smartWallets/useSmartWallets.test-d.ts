import type { Hex } from 'viem';
import { expectTypeOf } from 'vitest';
import { SmartWalletsProvider } from './SmartWalletsProvider.ts';
import type { SmartWalletClient } from './smartWalletClient.ts';
import { useSmartWallets } from './useSmartWallets.ts';

const { client, getClientForChain } = useSmartWallets();
expectTypeOf(client).toEqualTypeOf<SmartWalletClient | undefined>();
expectTypeOf(getClientForChain({ id: 31337 })).resolves.toEqualTypeOf<SmartWalletClient>();
if (client) {
  expectTypeOf(
    client.sendTransaction({ to: '0x0000000000000000000000000000000000000001', value: 1n }),
  ).resolves.toEqualTypeOf<Hex>();
  void client.sendTransaction(
    { calls: [{ to: '0x0000000000000000000000000000000000000001', data: '0x' }] },
    { uiOptions: { buttonText: 'Send' }, showWalletUIs: true },
  );
  expectTypeOf(client.signMessage({ message: 'hello' })).resolves.toEqualTypeOf<Hex>();
  // @ts-expect-error a call's recipient is an address
  void client.sendTransaction({ to: 'nobody' });
  // @ts-expect-error getClientForChain takes a chain object
  void getClientForChain(31337);
}

SmartWalletsProvider({ config: { paymasterContext: { policy_id: 'policy-1' } }, children: null });
SmartWalletsProvider({ children: null });
// @ts-expect-error the paymaster context is an object
SmartWalletsProvider({ config: { paymasterContext: 'policy-1' }, children: null });
