import type { Clock } from './clock.ts';
import type { FaultStore } from './http/faults.ts';
import { clearState, type State } from './state.ts';
import type { TokenService } from './tokens.ts';

/** What every handler works on: one instance's state, clock, signing key and faults. */
export interface EmulatorCore {
  state: State;
  clock: Clock;
  tokens: TokenService;
  faults: FaultStore;
}

/** Empty state (configured apps kept), no faults, clock back to wall time. */
export function resetCore(core: EmulatorCore): void {
  clearState(core.state);
  core.faults.clear();
  core.clock.setOffset(0);
}
