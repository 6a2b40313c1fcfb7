import type { WalletErrorType } from '@foyer/headless/contract';

/** A failure the iframe answers with `{ error: { type, message } }`. */
export class IframeError extends Error {
  readonly type: WalletErrorType;
  constructor(type: WalletErrorType, message: string) {
    super(message);
    this.name = 'IframeError';
    this.type = type;
  }
}

export const invalidArguments = (message: string) => new IframeError('invalid_request_arguments', message);

/** The device has no share of this entropy, or a stale one (the shares were split again elsewhere). */
export const notOnDevice = () =>
  new IframeError('wallet_not_on_device', 'This wallet is not on this device: recover it first');

export const notAvailable = (what: string) => new IframeError('error', `${what} is not available in the emulator yet`);
