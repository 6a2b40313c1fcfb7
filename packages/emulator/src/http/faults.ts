import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { invalidData, jsonResponse } from './errors.ts';
import type { EmulatorEnv } from './handle.ts';
import { randomId } from '../random.ts';
import { DEV_PREFIX } from './paths.ts';

/** What `POST /__emulator/faults` and `faults.add()` accept. */
export interface FaultInput {
  /** Only requests with this method (any method when omitted; preflights are never faulted). */
  method?: string;
  /** A route template (`/api/v1/apps/:app_id`) or a concrete path. */
  path: string;
  /** Answer with this status (and `body`) instead of running the handler. */
  status?: number;
  /** Response body for `status`; default `{ error: 'Injected fault' }`. */
  body?: unknown;
  /** Wait this long first; the real handler then runs unless `status` or `drop` is also set. */
  delayMs?: number;
  /** Destroy the socket without answering. */
  drop?: boolean;
  /** Apply to this many matching requests, then disappear; default until cleared. */
  times?: number;
}

export interface Fault extends FaultInput {
  id: string;
  /** Matching requests still to be affected; null = until cleared. */
  remaining: number | null;
  /** Requests affected so far. */
  hits: number;
}

export interface FaultStore {
  add(input: FaultInput): Fault;
  remove(id: string): boolean;
  clear(): void;
  list(): Fault[];
  /** The first fault matching the request, with its count consumed; undefined when none. */
  take(method: string, path: string): Fault | undefined;
}

const DEFAULT_FAULT_BODY = { error: 'Injected fault' };
/** Statuses a Response may not carry a body with. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function pathMatcher(path: string): (requestPath: string) => boolean {
  if (!path.includes(':')) return (requestPath) => requestPath === path;
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const pattern = new RegExp(`^${source}$`);
  return (requestPath) => pattern.test(requestPath);
}

function validate(input: FaultInput): FaultInput {
  if (typeof input !== 'object' || input === null) throw invalidData('A fault must be an object');
  const { method, path, status, delayMs, drop, times } = input;
  if (typeof path !== 'string' || !path.startsWith('/')) throw invalidData('Fault `path` must start with "/"');
  if (method !== undefined && (typeof method !== 'string' || method.length === 0)) {
    throw invalidData('Fault `method` must be an HTTP method');
  }
  if (status !== undefined && (!Number.isInteger(status) || status < 200 || status > 599)) {
    throw invalidData('Fault `status` must be an integer from 200 to 599');
  }
  if (delayMs !== undefined && (typeof delayMs !== 'number' || !Number.isFinite(delayMs) || delayMs < 0)) {
    throw invalidData('Fault `delayMs` must be a non-negative number');
  }
  if (drop !== undefined && typeof drop !== 'boolean') throw invalidData('Fault `drop` must be a boolean');
  if (times !== undefined && (!Number.isInteger(times) || times < 1)) {
    throw invalidData('Fault `times` must be a positive integer');
  }
  if (status === undefined && !drop && delayMs === undefined) {
    throw invalidData('A fault needs at least one of `status`, `delayMs` or `drop`');
  }
  return input;
}

export function createFaultStore(): FaultStore {
  let faults: { fault: Fault; matches: (path: string) => boolean }[] = [];
  return {
    add(input) {
      const { method, path, status, body, delayMs, drop, times } = validate(input);
      const fault: Fault = { id: randomId('fault'), path, remaining: times ?? null, hits: 0 };
      if (method !== undefined) fault.method = method.toUpperCase();
      if (status !== undefined) fault.status = status;
      if (body !== undefined) fault.body = body;
      if (delayMs !== undefined) fault.delayMs = delayMs;
      if (drop !== undefined) fault.drop = drop;
      if (times !== undefined) fault.times = times;
      faults.push({ fault, matches: pathMatcher(path) });
      return { ...fault };
    },
    remove(id) {
      const before = faults.length;
      faults = faults.filter((entry) => entry.fault.id !== id);
      return faults.length !== before;
    },
    clear() {
      faults = [];
    },
    list: () => faults.map((entry) => ({ ...entry.fault })),
    take(method, path) {
      const entry = faults.find(
        ({ fault, matches }) => (fault.method === undefined || fault.method === method) && matches(path),
      );
      if (!entry) return undefined;
      const { fault } = entry;
      fault.hits += 1;
      if (fault.remaining !== null) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) faults = faults.filter((other) => other !== entry);
      }
      return { ...fault };
    },
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Applies injected faults to provider routes (never to preflights or `/__emulator/`). */
export function faultMiddleware(store: FaultStore): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    const method = c.req.method.toUpperCase();
    if (method === 'OPTIONS' || c.req.path.startsWith(DEV_PREFIX)) return next();
    const fault = store.take(method, c.req.path);
    if (!fault) return next();
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.drop) {
      const dropConnection = c.env?.dropConnection;
      if (!dropConnection) throw new Error('Cannot drop the connection: the server adapter offers no dropConnection');
      dropConnection();
      return new Response(null, { status: 204 });
    }
    if (fault.status !== undefined) {
      if (NULL_BODY_STATUSES.has(fault.status)) return new Response(null, { status: fault.status });
      return jsonResponse(c, fault.body ?? DEFAULT_FAULT_BODY, fault.status as ContentfulStatusCode);
    }
    return next();
  };
}
