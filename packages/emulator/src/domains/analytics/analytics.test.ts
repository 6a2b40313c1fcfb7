import { ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { DEFAULT_APP_ID } from '../apps/index.ts';
import { ANALYTICS_EVENT_MAX_BYTES, ANALYTICS_EVENTS_PER_APP } from './limits.ts';

const APP = 'foyer-analytics-app-00001';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP }] });
});

const send = (event_name: string, appId = APP, payload: Record<string, unknown> | null = null) =>
  call(emulator, routes.analytics.event, { body: { event_name, client_id: null, payload }, appId });

describe('analytics events are stored within bounds', () => {
  it(`keeps the newest ${ANALYTICS_EVENTS_PER_APP} events of each app`, async () => {
    expect((await send('other-app', DEFAULT_APP_ID)).status).toBe(200);
    const total = ANALYTICS_EVENTS_PER_APP + 5;
    for (let i = 0; i < total; i++) expect((await send(`event-${i}`)).status).toBe(200);
    const events = emulator.analytics();
    const mine = events.filter((event) => event.app_id === APP).map((event) => event.event_name);
    expect(mine).toHaveLength(ANALYTICS_EVENTS_PER_APP);
    expect(mine[0]).toBe(`event-${total - 1}`);
    expect(mine.at(-1)).toBe(`event-${total - ANALYTICS_EVENTS_PER_APP}`);
    expect(events.filter((event) => event.app_id === DEFAULT_APP_ID).map((event) => event.event_name)).toEqual([
      'other-app',
    ]);
  });

  it(`refuses an event over ${ANALYTICS_EVENT_MAX_BYTES} bytes (400 invalid_data)`, async () => {
    const big = await send('big', APP, { padding: 'x'.repeat(ANALYTICS_EVENT_MAX_BYTES) });
    expect([big.status, big.error.code]).toEqual([400, ErrorCode.INVALID_DATA]);
    expect((await send('small', APP, { padding: 'x'.repeat(100) })).status).toBe(200);
    expect(emulator.analytics().map((event) => event.event_name)).toEqual(['small']);
  });
});
