import type { EmulatorCore } from '../../kernel/core.ts';
import { randomId } from '../../kernel/random.ts';
import { type OutboxChannel, type OutboxMessage, outboxSlice } from './slice.ts';

/** "Sends" `code` to `to` for app `appId`: the message lands in the outbox instead of a mailbox or a phone. */
export function deliver(
  core: EmulatorCore,
  { appId, channel, to, code }: { appId: string; channel: OutboxChannel; to: string; code: string },
): OutboxMessage {
  const message: OutboxMessage = {
    id: randomId('msg'),
    appId,
    channel,
    to,
    code,
    sentAt: new Date(core.clock.now(appId)).toISOString(),
  };
  core.slice(outboxSlice).push(message);
  return message;
}

/** What `readOutbox` keeps: messages to `to` (case-insensitive), messages sent for `appId`; each, when given. */
export interface OutboxFilter {
  to?: string | undefined;
  appId?: string | undefined;
}

/** Newest first; only the messages `filter` keeps. */
export function readOutbox(core: EmulatorCore, { to, appId }: OutboxFilter = {}): OutboxMessage[] {
  const wanted = to?.trim().toLowerCase();
  return core
    .slice(outboxSlice)
    .filter((message) => wanted === undefined || wanted === '' || message.to.toLowerCase() === wanted)
    .filter((message) => appId === undefined || message.appId === appId)
    .reverse()
    .map((message) => ({ ...message }));
}
