/**
 * `@foyer/headless/internal`: what `@foyer/ui` builds its modal with, beyond the hooks. Not for
 * apps: no guide documents it and it changes with the ui package (both are released together).
 */

export { sleep } from '../core/api/retry.ts';
export type { FoyerCore } from '../core/createFoyerCore.ts';
export { createFlow, type EffectContext, type Flow, type FlowDefinition } from '../core/flow/createFlow.ts';
export type { Machine, Transition } from '../core/flow/types.ts';
export {
  type AfterLoginEffect,
  type AfterLoginEvent,
  createAfterLoginMachine,
  initialAfterLoginSnapshot,
} from '../flows/afterLogin/afterLogin.machine.ts';
export { useFoyerCore } from '../react/context.ts';
export { connectedWalletEntry } from '../wallets/external/connectedList.ts';
