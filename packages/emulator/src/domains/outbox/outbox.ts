import type { EmulatorCore } from '../../kernel/core.ts';
import { randomId } from '../../kernel/random.ts';
import { type OutboxChannel, type OutboxMessage, outboxSlice } from './slice.ts';

/** "Sends" `code` to `to`: the message lands in the outbox instead of a mailbox or a phone. */
export function deliver(core: EmulatorCore, channel: OutboxChannel, to: string, code: string): OutboxMessage {
  const message: OutboxMessage = {
    id: randomId('msg'),
    channel,
    to,
    code,
    sentAt: new Date(core.clock.now()).toISOString(),
  };
  core.slice(outboxSlice).push(message);
  return message;
}

/** Newest first; with `to`, only messages to that address or number (case-insensitive). */
export function readOutbox(core: EmulatorCore, to?: string): OutboxMessage[] {
  const wanted = to?.trim().toLowerCase();
  return core
    .slice(outboxSlice)
    .filter((message) => wanted === undefined || wanted === '' || message.to.toLowerCase() === wanted)
    .reverse()
    .map((message) => ({ ...message }));
}
