import type { Clock } from './clock.ts';
import type { Slice } from './domains/domain.ts';
import type { WalletKms } from './domains/wallets/kms.ts';
import type { FaultStore } from './http/faults.ts';
import type { TokenService } from './tokens.ts';

/** What every handler works on: one instance's clock, signing key, faults and domain state. */
export interface EmulatorCore {
  clock: Clock;
  tokens: TokenService;
  faults: FaultStore;
  /** Wraps embedded-wallet recovery keys; an instance secret, not in the exported state. */
  walletKms: WalletKms;
  /** The live state of a domain in this instance (replaced on import and reset: read it per call). */
  slice<S>(slice: Slice<string, S>): S;
}
