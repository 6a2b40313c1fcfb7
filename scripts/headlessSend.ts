/**
 * Issue 21 §5: a headless send → its receipt on the emulator's local chain (budget 150 ms), with the
 * send operation and the test wallet double (real keys; no browser). The first send loads the send
 * code; the figure is the median of the next ones.
 */
import type { Emulator } from '@foyer/emulator';
import { emulatorEvmChains } from '@foyer/emulator/chains';
import type { AppConfig } from '../packages/headless/src/core/config/types.ts';
import { appConfigAtom, readyAtom, userAtom } from '../packages/headless/src/core/store/atoms.ts';
import { embeddedWallets, walletsOfChain } from '../packages/headless/src/wallets/embedded/selectors.ts';
import { createSendTransactionFlow } from '../packages/headless/src/wallets/embedded/signing.flow.ts';
import { setupWalletRuntime } from '../test/support/walletOperations.ts';

export const HEADLESS_SEND_BUDGET_MS = 150;

export async function measureHeadlessSend(emulator: Emulator, rounds: number) {
  const t = setupWalletRuntime({ solana: 'off' as never, provider: emulator.url });
  await t.wallets.createRequiredWallets();
  const config = t.core.store.get(appConfigAtom) as AppConfig;
  t.core.store.set(appConfigAtom, { ...config, chains: emulatorEvmChains(emulator.url) });
  t.core.store.set(readyAtom, true);
  const wallet = walletsOfChain(embeddedWallets(t.core.store.get(userAtom)), 'ethereum')[0];
  if (!wallet) throw new Error('No embedded Ethereum wallet was created');
  await emulator.chains.fund(wallet.address, { native: '1' });
  const flow = createSendTransactionFlow(t.core);
  const times: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    const started = performance.now();
    const done = await flow.commands.sendTransaction({ to: '0x000000000000000000000000000000000000dEaD', value: 1n });
    if (done.status !== 'done') throw done.error ?? new Error(`The send ended ${done.status}`);
    times.push(performance.now() - started);
  }
  const [first = 0, ...next] = times;
  return { first, next };
}
