import * as v from 'valibot';
import { MAX_CLOCK_ADVANCE_MS } from '../clock.ts';
import { DEV_PREFIX } from '../contract/devRoute.ts';
import { type ClockState, devRoutes } from '../contract/devRoutes.ts';
import type { EmulatorControls } from '../controls.ts';
import { invalidData } from '../http/errors.ts';
import { faultSchema } from '../http/faults.ts';
import type { EmulatorContext, Registry } from '../http/registry.ts';
import { seedDataSchema } from '../state/seed.ts';
import { DEV_PAGE_CSP, renderDevPage } from './page.ts';

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

/** The developer endpoints of the instance itself (page, reset, seed, clock, faults, state); domains add their own. */
export function registerInstanceEndpoints({ core, hono, dev }: Registry, controls: EmulatorControls): void {
  const clockState = (): ClockState => ({
    now: core.clock.now(),
    iso: new Date(core.clock.now()).toISOString(),
    offsetMs: core.clock.offset(),
  });
  const page = (c: EmulatorContext) => {
    c.header('content-security-policy', DEV_PAGE_CSP);
    c.header('cache-control', 'no-store');
    return c.html(renderDevPage(core, controls));
  };
  hono.get(DEV_PREFIX, page);
  hono.get(`${DEV_PREFIX}/`, page);

  dev(devRoutes.reset, v.strictObject({}), () => {
    controls.reset();
    return ok;
  });
  dev(devRoutes.seed, seedDataSchema, ({ body }) => controls.seed(body));
  dev(devRoutes.clock, null, clockState);
  dev(devRoutes.advanceClock, advanceClockSchema, ({ body }) => {
    try {
      controls.clock.advance(body.advanceMs);
    } catch (error) {
      throw invalidData(error instanceof Error ? error.message : String(error));
    }
    return clockState();
  });
  dev(devRoutes.faults, null, () => ({ faults: controls.faults.list() }));
  dev(devRoutes.addFault, faultSchema, ({ body }) => ({ id: controls.faults.add(body).id }));
  dev(devRoutes.clearFaults, null, () => {
    controls.faults.clear();
    return ok;
  });
  dev(devRoutes.removeFault, null, ({ params }) => ({ ok: controls.faults.remove(params.id ?? '') }));
  dev(devRoutes.exportState, null, () => controls.exportState());
  dev(devRoutes.importState, v.unknown(), async ({ body }) => {
    await controls.importState(body as never);
    return ok;
  });
}
