import * as v from 'valibot';
import { devRoutes } from '../../contract/devRoutes.ts';
import { defineDomain } from '../domain.ts';
import { readOutbox } from './outbox.ts';
import { outboxMessageSchema, outboxSlice } from './slice.ts';

/** Codes "sent" by any channel, and `GET /__emulator/outbox?to=`. */
export const outboxDomain = defineDomain({
  ...outboxSlice,
  state: {
    schema: v.array(outboxMessageSchema),
    save: (messages) => structuredClone(messages),
    load: (messages) => messages,
  },
  register({ core, dev }) {
    dev(devRoutes.outbox, null, ({ c }) => ({ messages: readOutbox(core, c.req.query('to')) }));
  },
});
