/** `clock.advance(ms)` moves by at most this much at a time: ten years. */
export const MAX_CLOCK_ADVANCE_MS = 10 * 365 * 24 * 60 * 60 * 1000;
/** The clock stays within this distance of wall time: a hundred years (dates stay representable). */
export const MAX_CLOCK_OFFSET_MS = 10 * MAX_CLOCK_ADVANCE_MS;

/** The instance's own clock: wall time plus an offset that tests move forward. */
export interface Clock {
  /** Current emulator time in epoch milliseconds. */
  now(): number;
  /**
   * Moves the clock forward (or back, with a negative value); returns the new `now()`. Throws a
   * RangeError unless `ms` is finite, at most `MAX_CLOCK_ADVANCE_MS` either way, and keeps the offset
   * within `MAX_CLOCK_OFFSET_MS`.
   */
  advance(ms: number): number;
  /** The current offset from wall time, in milliseconds. */
  offset(): number;
  setOffset(ms: number): void;
}

export function createClock(wallClock: () => number = Date.now): Clock {
  let offsetMs = 0;
  return {
    now: () => wallClock() + offsetMs,
    advance(ms) {
      if (typeof ms !== 'number' || !Number.isFinite(ms) || Math.abs(ms) > MAX_CLOCK_ADVANCE_MS) {
        throw new RangeError(
          `clock.advance(ms) needs a finite number of at most ${MAX_CLOCK_ADVANCE_MS} ms either way`,
        );
      }
      if (Math.abs(offsetMs + ms) > MAX_CLOCK_OFFSET_MS) {
        throw new RangeError(`The clock may not move more than ${MAX_CLOCK_OFFSET_MS} ms from wall time`);
      }
      offsetMs += ms;
      return wallClock() + offsetMs;
    },
    offset: () => offsetMs,
    setOffset(ms) {
      offsetMs = ms;
    },
  };
}

/** Epoch milliseconds → unix seconds, as the wire and JWTs use. */
export function toUnixSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
