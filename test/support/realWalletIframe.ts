/**
 * The emulator's own wallet iframe code (run in Node as one device, `walletDevice`) behind the
 * kit's `IframeProxy`: the headless layer talks to the real iframe handlers, which call a real
 * emulator. For flow tests that need what only the iframe does (MFA tokens, shares, keys).
 */
import { walletDevice } from '../../packages/emulator/src/test/walletDevice.ts';
import type { IframeEventName, WalletErrorType } from '../../packages/headless/src/core/wallets/protocol.ts';
import { EmbeddedWalletError } from '../../packages/headless/src/wallets/embedded/errors.ts';
import type { IframeProxy } from '../../packages/headless/src/wallets/embedded/iframeProxy.ts';

export function realWalletIframe(emulator: { url: string }, appId: string) {
  const device = walletDevice(emulator, appId);
  const events: { event: IframeEventName; data: Record<string, unknown>; error: string | null }[] = [];
  const proxy: IframeProxy = {
    origin: emulator.url,
    async request(event, data) {
      const reply = await device.send(event, data as Record<string, unknown>);
      events.push({ event, data: data as Record<string, unknown>, error: reply.error?.type ?? null });
      if (reply.error) throw new EmbeddedWalletError(reply.error.type as WalletErrorType, reply.error.message);
      return reply.data as never;
    },
    destroy() {},
  };
  return { proxy, device, events };
}
