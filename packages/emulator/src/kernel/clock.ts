/** `clock.advance(ms)` moves by at most this much at a time: ten years. */
export const MAX_CLOCK_ADVANCE_MS = 10 * 365 * 24 * 60 * 60 * 1000;
/** The clock stays within this distance of wall time: a hundred years (dates stay representable). */
export const MAX_CLOCK_OFFSET_MS = 10 * MAX_CLOCK_ADVANCE_MS;

/**
 * The instance's own clock: wall time plus an offset that tests move forward, and for each app an
 * offset of its own on top (so parallel tests, each with its own app, move time apart). A call with
 * `appId` reads or moves that app's time; without, the instance's (which every app follows).
 */
export interface Clock {
  /** Current emulator time in epoch milliseconds (of app `appId`, when given). */
  now(appId?: string): number;
  /**
   * Moves the clock (of app `appId` only, when given) forward, or back with a negative value;
   * returns the new `now()`. Throws a RangeError unless `ms` is finite, at most
   * `MAX_CLOCK_ADVANCE_MS` either way, and keeps the offset within `MAX_CLOCK_OFFSET_MS`.
   */
  advance(ms: number, appId?: string): number;
  /** The current offset from wall time (of app `appId`: the instance's plus its own), in milliseconds. */
  offset(appId?: string): number;
  /** Sets the instance's offset (the state JSON's); the apps' own offsets stay. */
  setOffset(ms: number): void;
  /** Drops the own offset of app `appId`, or (without) every offset: back to wall time. */
  reset(appId?: string): void;
}

export function createClock(wallClock: () => number = Date.now): Clock {
  let instanceOffset = 0;
  const appOffsets = new Map<string, number>();
  const offset = (appId?: string) => instanceOffset + (appId === undefined ? 0 : (appOffsets.get(appId) ?? 0));
  return {
    now: (appId) => wallClock() + offset(appId),
    advance(ms, appId) {
      if (typeof ms !== 'number' || !Number.isFinite(ms) || Math.abs(ms) > MAX_CLOCK_ADVANCE_MS) {
        throw new RangeError(
          `clock.advance(ms) needs a finite number of at most ${MAX_CLOCK_ADVANCE_MS} ms either way`,
        );
      }
      if (Math.abs(offset(appId) + ms) > MAX_CLOCK_OFFSET_MS) {
        throw new RangeError(`The clock may not move more than ${MAX_CLOCK_OFFSET_MS} ms from wall time`);
      }
      if (appId === undefined) instanceOffset += ms;
      else appOffsets.set(appId, (appOffsets.get(appId) ?? 0) + ms);
      return wallClock() + offset(appId);
    },
    offset,
    setOffset(ms) {
      instanceOffset = ms;
    },
    reset(appId) {
      if (appId === undefined) {
        instanceOffset = 0;
        appOffsets.clear();
      } else {
        appOffsets.delete(appId);
      }
    },
  };
}

/** Epoch milliseconds → unix seconds, as the wire and JWTs use. */
export function toUnixSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
