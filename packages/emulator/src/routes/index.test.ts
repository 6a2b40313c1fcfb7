import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { defineRoute, ErrorCode, HEADER, routeDomains } from '@foyer/headless/contract';
import { DEFAULT_APP_ID } from '../apps.ts';
import { createClock } from '../clock.ts';
import type { EmulatorCore } from '../core.ts';
import { onError } from '../http/errors.ts';
import { createFaultStore } from '../http/faults.ts';
import type { EmulatorEnv } from '../http/handle.ts';
import { createState } from '../state.ts';
import { createTokenService } from '../tokens.ts';
import { registerProviderRoutes } from './index.ts';

describe('registerProviderRoutes', () => {
  it('registers every table route and answers 501 not_supported for table routes it does not implement', async () => {
    const clock = createClock();
    const core: EmulatorCore = { state: createState(), clock, tokens: await createTokenService(clock, 60), faults: createFaultStore() };
    const hono = new Hono<EmulatorEnv>();
    hono.onError(onError);
    const all = Object.values(routeDomains).flatMap((domain) => Object.values(domain));
    const future = defineRoute<{ thing: string }, null>()('POST', '/api/v1/future/:thing');
    const implemented = registerProviderRoutes(hono, core, [...all, future]);
    expect(all).toEqual(expect.arrayContaining(implemented));
    const { app, session, users, email } = routeDomains;
    expect(implemented).toEqual(expect.arrayContaining([app.config, session.refresh, users.me, email.init, email.unlink]));

    const headers = { [HEADER.appId]: DEFAULT_APP_ID };
    const res = await hono.request('/api/v1/future/x', { method: 'POST', headers });
    expect(res.status).toBe(501);
    expect(await res.json()).toEqual({ error: expect.stringContaining('/api/v1/future/:thing'), code: ErrorCode.NOT_SUPPORTED });
    expect((await hono.request('/api/v1/future/x', { method: 'POST' })).status).toBe(401);
  });
});
