import type { Context } from 'hono';
import { resetCore, type EmulatorCore } from '../core.ts';
import { readBody } from '../http/body.ts';
import { invalidData, jsonResponse } from '../http/errors.ts';
import type { FaultInput } from '../http/faults.ts';
import type { EmulatorApp, EmulatorEnv } from '../http/handle.ts';
import { DEV_PREFIX } from '../http/paths.ts';
import { readOutbox } from '../outbox.ts';
import { exportState, importState } from '../persistence.ts';
import { wireAppConfig } from '../routes/app.ts';
import { applySeed, type SeedData } from '../seed.ts';
import { DEV_PAGE_CSP, renderDevPage } from './page.ts';

/** Developer endpoints (API.md): JSON unless noted; no app-id header needed; never faulted. */
export function registerDevEndpoints(hono: EmulatorApp, core: EmulatorCore): void {
  const dev = (path: string) => `${DEV_PREFIX}${path}`;
  const clockBody = () => ({ now: core.clock.now(), iso: new Date(core.clock.now()).toISOString(), offsetMs: core.clock.offset() });

  const page = (c: Context<EmulatorEnv>) => {
    c.header('content-security-policy', DEV_PAGE_CSP);
    c.header('cache-control', 'no-store');
    return c.html(renderDevPage(core));
  };
  hono.get(DEV_PREFIX, page);
  hono.get(dev('/'), page);

  hono.get(dev('/outbox'), (c) => jsonResponse(c, { messages: readOutbox(core.state, c.req.query('to')) }));

  hono.post(dev('/reset'), (c) => {
    resetCore(core);
    return jsonResponse(c, { ok: true });
  });

  hono.post(dev('/seed'), async (c) => jsonResponse(c, applySeed(core, (await readBody(c)) as SeedData)));

  hono.get(dev('/clock'), (c) => jsonResponse(c, clockBody()));
  hono.post(dev('/clock'), async (c) => {
    const { advanceMs } = await readBody(c);
    if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs)) throw invalidData('`advanceMs` must be a number');
    core.clock.advance(advanceMs);
    return jsonResponse(c, clockBody());
  });

  hono.get(dev('/faults'), (c) => jsonResponse(c, { faults: core.faults.list() }));
  hono.post(dev('/faults'), async (c) => {
    const fault = core.faults.add((await readBody(c)) as unknown as FaultInput);
    return jsonResponse(c, { id: fault.id });
  });
  hono.delete(dev('/faults'), (c) => {
    core.faults.clear();
    return jsonResponse(c, { ok: true });
  });
  hono.delete(dev('/faults/:id'), (c) => jsonResponse(c, { ok: core.faults.remove(c.req.param('id') ?? '') }));

  hono.get(dev('/analytics'), (c) => jsonResponse(c, { events: [...core.state.analytics].reverse() }));

  hono.get(dev('/users'), (c) =>
    jsonResponse(c, { users: [...core.state.users.values()].map(({ app_id, user }) => ({ app_id, ...user })) }),
  );
  hono.get(dev('/apps'), (c) =>
    jsonResponse(c, {
      apps: [...core.state.apps.values()].map((app) => ({
        ...wireAppConfig(core, app),
        max_users: app.max_users,
        allowlist: app.allowlist,
      })),
    }),
  );

  hono.get(dev('/state'), (c) => jsonResponse(c, exportState(core)));
  hono.post(dev('/state'), async (c) => {
    await importState(core, await readBody(c));
    return jsonResponse(c, { ok: true });
  });
}
