import { EMULATOR_URL_ENV } from '@foyer/emulator/testing';
import { inject } from 'vitest';

/** An emulator and a demo server that talks to it: the e2e files of one worker run against one lane. */
export interface Lane {
  emulatorUrl: string;
  demoUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One lane a worker of the e2e project (global.setup.ts starts as many as it has workers). */
    lanes: Lane[];
  }
}

/**
 * This worker's lane (its `VITEST_POOL_ID`, from 1 to the project's `maxWorkers`): files of two
 * workers run side by side, each resetting and seeding its own emulator. Also points
 * `@foyer/emulator/testing`'s helpers (signIn, …) at that emulator.
 */
export function currentLane(): Lane {
  const lanes = inject('lanes');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const lane = lanes[poolId - 1];
  if (!lane) throw new Error(`No e2e lane for worker ${poolId}: global.setup.ts started ${lanes.length}`);
  process.env[EMULATOR_URL_ENV] = lane.emulatorUrl;
  return lane;
}
