import { HEADER } from '@foyer/headless/contract';
import * as v from 'valibot';
import { devRoute, type NoBody } from '../../kernel/devRoute.ts';
import { defineDomain } from '../../kernel/domain.ts';
import { readOutbox } from './outbox.ts';
import { type OutboxMessage, outboxMessageSchema, outboxSlice } from './slice.ts';

const outboxDevRoutes = {
  /** `?to=` filters by recipient (case-insensitive), a `privy-app-id` header by app; newest first. */
  outbox: devRoute<NoBody, { messages: OutboxMessage[] }>()('GET', '/outbox'),
};

/** Codes "sent" by any channel, and `GET /__emulator/outbox?to=`. */
export const outboxDomain = defineDomain({
  ...outboxSlice,
  state: {
    schema: v.array(outboxMessageSchema),
    save: (messages) => structuredClone(messages),
    load: (messages) => messages,
  },
  devRoutes: outboxDevRoutes,
  forgetApp(core, appId) {
    const messages = core.slice(outboxSlice);
    messages.splice(0, messages.length, ...messages.filter((message) => message.appId !== appId));
  },
  register({ core, dev }) {
    dev(outboxDevRoutes.outbox, null, ({ c }) => ({
      messages: readOutbox(core, { to: c.req.query('to'), appId: c.req.header(HEADER.appId) }),
    }));
  },
});

export { deliver, type OutboxFilter, readOutbox } from './outbox.ts';
export type { OutboxChannel, OutboxMessage } from './slice.ts';
