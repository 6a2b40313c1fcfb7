import { describe, expect, it } from 'vitest';
import { retryDelay, shouldRetry } from './retry.ts';

describe('retry policy', () => {
  it('waits 500 ms, then triples', () => {
    expect([1, 2, 3].map((attempt) => retryDelay(attempt))).toEqual([500, 1500, 4500]);
  });

  it.each([408, 409, 425, 500, 502, 503, 504])('retries %i up to three times', (status) => {
    expect([1, 2, 3, 4].map((attempt) => shouldRetry(status, attempt))).toEqual([true, true, true, false]);
  });

  it.each([400, 401, 403, 404, 422, 429, 501, 505])('never retries %i', (status) => {
    expect(shouldRetry(status, 1)).toBe(false);
  });
});
