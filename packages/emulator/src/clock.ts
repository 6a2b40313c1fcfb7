/** The instance's own clock: wall time plus an offset that tests move forward. */
export interface Clock {
  /** Current emulator time in epoch milliseconds. */
  now(): number;
  /** Moves the clock forward (or back, with a negative value); returns the new `now()`. */
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
      if (!Number.isFinite(ms)) throw new TypeError('clock.advance(ms) needs a finite number');
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
