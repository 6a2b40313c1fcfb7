import type { Clock } from './clock.ts';
import type { Slice } from './domains/domain.ts';
import type { FaultStore } from './http/faults.ts';
import type { TokenService } from './tokens.ts';

/** What every handler works on: one instance's clock, signing key, faults and domain state. */
export interface EmulatorCore {
  clock: Clock;
  tokens: TokenService;
  faults: FaultStore;
  /** The live state of a domain in this instance (replaced on import and reset: read it per call). */
  slice<S>(slice: Slice<string, S>): S;
}
