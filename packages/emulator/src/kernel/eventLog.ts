/** Times (epoch ms) of recent events per key, for rate limits. Not part of the exported state. */
export type EventLog = Map<string, number[]>;

/** How many events `key` had in the last `windowMs` (older ones are dropped). */
export function recentCount(log: EventLog, key: string, now: number, windowMs: number): number {
  const recent = (log.get(key) ?? []).filter((at) => at > now - windowMs && at <= now);
  if (recent.length === 0) log.delete(key);
  else log.set(key, recent);
  return recent.length;
}

export function recordEvent(log: EventLog, key: string, now: number): void {
  log.set(key, [...(log.get(key) ?? []), now]);
}
