import * as v from 'valibot';
import { defineSlice } from '../../kernel/slice.ts';

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';

/** A message the emulator "sent" instead of delivering it (API.md outbox shape). */
export interface OutboxMessage {
  id: string;
  /** The app the code was sent for (the request's `privy-app-id`). */
  appId: string;
  channel: OutboxChannel;
  to: string;
  code: string;
  /** ISO 8601, emulator clock. */
  sentAt: string;
}

export const outboxMessageSchema = v.strictObject({
  id: v.string(),
  appId: v.string(),
  channel: v.picklist(['email', 'sms', 'whatsapp']),
  to: v.string(),
  code: v.string(),
  sentAt: v.string(),
});

/** Messages, oldest first (readers reverse). */
export const outboxSlice = defineSlice('outbox', (): OutboxMessage[] => []);
