import { isEmbeddedWallet } from '../accounts/linkRules.ts';
import { type FoyerStore, userAtom } from '../store/atoms.ts';
import { type SessionFacts, visitor } from './intent.ts';
import type { FlowIntent } from './types.ts';

/** The session as the intent rules see it, read from the store when a run starts. */
export function sessionFacts(store: FoyerStore): SessionFacts {
  const user = store.get(userAtom);
  if (!user) return visitor;
  return {
    authenticated: true,
    linkedTypes: user.linkedAccounts.map((account) => account.type),
    embeddedWallets: user.linkedAccounts.filter(isEmbeddedWallet).length,
  };
}

/**
 * What a machine is told about the world when a command starts: the flow's intent and the session
 * (read by the flow, never by the machine). A flow that needs more extends it (`EmailRunFacts` adds
 * the app's address rules).
 */
export interface RunFacts<Intent extends FlowIntent = FlowIntent> {
  intent: Intent;
  session: SessionFacts;
}

/** The run facts of a flow with `intent`, read now. */
export function runFacts<Intent extends FlowIntent>(store: FoyerStore, intent: Intent): RunFacts<Intent> {
  return { intent, session: sessionFacts(store) };
}
