import type { OutboxMessage, State } from './state.ts';

/** Newest first; with `to`, only messages to that address or number (case-insensitive). */
export function readOutbox(state: State, to?: string): OutboxMessage[] {
  const wanted = to?.trim().toLowerCase();
  return state.outbox
    .filter((message) => wanted === undefined || wanted === '' || message.to.toLowerCase() === wanted)
    .reverse()
    .map((message) => ({ ...message }));
}
