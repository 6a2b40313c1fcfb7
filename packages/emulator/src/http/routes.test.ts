import { buildPath, defineRoute, ErrorCode, HEADER, routeDomains } from '@foyer/headless/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_ID } from '../domains/apps/index.ts';
import { createInstance } from '../instance.ts';

describe('buildApp', () => {
  it('implements every table route and answers 501 not_supported for table routes no domain implements', async () => {
    const all = Object.values(routeDomains).flatMap((domain) => Object.values(domain));
    const future = defineRoute<{ thing: string }, null>()('POST', '/api/v1/future/:thing');
    const { hono } = await createInstance({}, { checkDevHost: true, table: [...all, future] });
    const headers = { [HEADER.appId]: DEFAULT_APP_ID, 'content-type': 'application/json' };

    for (const def of all) {
      const res = await hono.request(buildPath(def.path, { app_id: DEFAULT_APP_ID, address: '0x0', wallet_id: 'w' }), {
        method: def.method,
        headers,
        ...(def.method === 'GET' ? {} : { body: '{}' }),
      });
      expect([def.path, res.status]).not.toEqual([def.path, 501]);
    }
    const res = await hono.request('/api/v1/future/x', { method: 'POST', headers });
    expect(res.status).toBe(501);
    expect(await res.json()).toEqual({
      error: expect.stringContaining('/api/v1/future/:thing'),
      code: ErrorCode.NOT_SUPPORTED,
    });
    expect((await hono.request('/api/v1/future/x', { method: 'POST' })).status).toBe(401);
  });
});
