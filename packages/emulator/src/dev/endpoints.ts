import { HEADER } from '@foyer/headless/contract';
import * as v from 'valibot';
import type { EmulatorControls } from '../controls.ts';
import type { SeedData } from '../domains/index.ts';
import { faultSchema } from '../http/faults.ts';
import { MAX_CLOCK_ADVANCE_MS } from '../kernel/clock.ts';
import type { EmulatorContext } from '../kernel/context.ts';
import { DEV_PREFIX } from '../kernel/devRoute.ts';
import { invalidData } from '../kernel/errors.ts';
import type { Registry } from '../kernel/registry.ts';
import { DEV_PAGE_CSP, renderDevPage } from './page.ts';
import { type ClockState, instanceDevRoutes as routes } from './routes.ts';

/** `POST /__emulator/clock`. */
export const advanceClockSchema = v.strictObject({
  advanceMs: v.pipe(
    v.number('`advanceMs` must be a number'),
    v.finite('`advanceMs` must be finite'),
    v.minValue(-MAX_CLOCK_ADVANCE_MS, `\`advanceMs\` may move the clock at most ${MAX_CLOCK_ADVANCE_MS} ms back`),
    v.maxValue(MAX_CLOCK_ADVANCE_MS, `\`advanceMs\` may move the clock at most ${MAX_CLOCK_ADVANCE_MS} ms on`),
  ),
});

const ok = { ok: true } as const;

/**
 * The developer endpoints of the instance itself (page, reset, seed, clock, faults, state); domains
 * add their own. `seedSchema` is the seed body of the instance's domains.
 */
export function registerInstanceEndpoints(
  { core, hono, dev }: Registry,
  controls: EmulatorControls,
  seedSchema: v.GenericSchema<SeedData, SeedData>,
): void {
  /** The clock of the app named by the request's `privy-app-id`, or of the instance. */
  const clockState = (c: EmulatorContext): ClockState => {
    const appId = c.req.header(HEADER.appId);
    const now = core.clock.now(appId);
    return { now, iso: new Date(now).toISOString(), offsetMs: core.clock.offset(appId) };
  };
  const page = (c: EmulatorContext) => {
    c.header('content-security-policy', DEV_PAGE_CSP);
    c.header('cache-control', 'no-store');
    return c.html(renderDevPage(core, controls));
  };
  hono.get(DEV_PREFIX, page);
  hono.get(`${DEV_PREFIX}/`, page);

  dev(routes.reset, v.strictObject({}), ({ c }) => {
    const appId = c.req.header(HEADER.appId);
    (appId === undefined ? controls : controls.forApp(appId)).reset();
    return ok;
  });
  dev(routes.seed, seedSchema, ({ body }) => controls.seed(body));
  dev(routes.clock, null, ({ c }) => clockState(c));
  dev(routes.advanceClock, advanceClockSchema, ({ body, c }) => {
    const appId = c.req.header(HEADER.appId);
    try {
      (appId === undefined ? controls.clock : controls.forApp(appId).clock).advance(body.advanceMs);
    } catch (error) {
      throw invalidData(error instanceof Error ? error.message : String(error));
    }
    return clockState(c);
  });
  /** The faults of the app named by the request's `privy-app-id`, or of the instance. */
  const faults = (c: EmulatorContext) => {
    const appId = c.req.header(HEADER.appId);
    return appId === undefined ? controls.faults : controls.forApp(appId).faults;
  };
  dev(routes.faults, null, ({ c }) => ({ faults: faults(c).list() }));
  dev(routes.addFault, faultSchema, ({ body, c }) => ({ id: faults(c).add(body).id }));
  dev(routes.clearFaults, null, ({ c }) => {
    faults(c).clear();
    return ok;
  });
  dev(routes.removeFault, null, ({ params, c }) => ({ ok: faults(c).remove(params.id ?? '') }));
  dev(routes.exportState, null, () => controls.exportState());
  dev(routes.importState, v.unknown(), async ({ body }) => {
    await controls.importState(body as never);
    return ok;
  });
}
