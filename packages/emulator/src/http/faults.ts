import { HEADER } from '@foyer/headless/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { EmulatorEnv } from '../kernel/context.ts';
import { DEV_PREFIX } from '../kernel/devRoute.ts';
import { jsonResponse } from '../kernel/errors.ts';
import { randomId } from '../kernel/random.ts';
import { validate } from '../kernel/validate.ts';
import { stallBody } from './stallBody.ts';

/** Longest `delayMs` or `stallBody` delay: a day (timers overflow past 2^31 − 1 ms). */
export const MAX_FAULT_DELAY_MS = 24 * 60 * 60 * 1000;
/** Statuses a Response may not carry a body with. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
const DEFAULT_FAULT_BODY = { error: 'Injected fault' };

const delay = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_FAULT_DELAY_MS));

/** What `POST /__emulator/faults` and `faults.add()` accept. */
export const faultSchema = v.pipe(
  v.strictObject({
    /** Only requests with this method (any method when omitted; preflights are never faulted). */
    method: v.exactOptional(v.pipe(v.string(), v.minLength(1), v.toUpperCase())),
    /** A route template (`/api/v1/apps/:app_id`) or a concrete path. */
    path: v.pipe(v.string(), v.startsWith('/', 'Fault `path` must start with "/"')),
    /** Answer with this status (and `body`) instead of running the handler. */
    status: v.exactOptional(v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599))),
    /** Response body for `status`, as JSON; default `{ error: 'Injected fault' }`. */
    body: v.exactOptional(v.unknown()),
    /** Instead of `body`: this text as is, not JSON (a proxy's HTML page; `''` for an empty body). */
    rawBody: v.exactOptional(v.string()),
    /** The `content-type` of `rawBody`; default `text/plain`, none for an empty body. */
    contentType: v.exactOptional(v.pipe(v.string(), v.minLength(1))),
    /** Wait this long first; the real handler then runs unless `status` or `drop` is also set. */
    delayMs: v.exactOptional(delay),
    /** Destroy the connection without answering. */
    drop: v.exactOptional(v.boolean()),
    /**
     * With `status` or `drop`: run the real handler first (its work is done: a code used up, a user
     * signed in), then answer `status` or drop the connection instead of its answer: a reply lost on
     * its way back.
     */
    afterHandler: v.exactOptional(v.boolean()),
    /**
     * Send the status and headers (of `status`, or of the real handler) and the first half of the
     * body, then stall: `true` never sends the rest, a number sends it after that many ms.
     */
    stallBody: v.exactOptional(v.union([v.literal(true), delay])),
    /** Apply to this many matching requests, then disappear; default until cleared. */
    times: v.exactOptional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
  v.check(
    (fault) =>
      fault.status !== undefined || fault.drop === true || fault.delayMs !== undefined || fault.stallBody !== undefined,
    'A fault needs at least one of `status`, `delayMs`, `drop` or `stallBody`',
  ),
  v.check((fault) => !(fault.drop && fault.stallBody !== undefined), 'A fault cannot both `drop` and `stallBody`'),
  v.check(
    (fault) => !fault.afterHandler || ((fault.status !== undefined || fault.drop === true) && !fault.stallBody),
    '`afterHandler` goes with `status` or `drop` (not `stallBody`)',
  ),
  v.check(
    (fault) => fault.rawBody === undefined || fault.body === undefined,
    'A fault has `body` or `rawBody`, not both',
  ),
  v.check(
    (fault) => fault.rawBody === undefined || (fault.status !== undefined && !NULL_BODY_STATUSES.has(fault.status)),
    '`rawBody` needs a status that has a body',
  ),
  v.check(
    (fault) => fault.contentType === undefined || fault.rawBody !== undefined,
    '`contentType` goes with `rawBody`',
  ),
  v.check(
    (fault) => fault.stallBody === undefined || fault.status === undefined || !NULL_BODY_STATUSES.has(fault.status),
    '`stallBody` needs a status that has a body',
  ),
);
export type FaultInput = v.InferInput<typeof faultSchema>;

export type Fault = v.InferOutput<typeof faultSchema> & {
  id: string;
  /** Only requests of this app (their `privy-app-id`); null = every request. */
  appId: string | null;
  /** Matching requests still to be affected; null = until cleared. */
  remaining: number | null;
  /** Requests affected so far. */
  hits: number;
};

/**
 * The instance's faults. With `appId`, each call acts on that app's faults only (`add` scopes the
 * fault to the app's requests); without, on every fault (`add` makes one that hits every request).
 */
export interface FaultStore {
  /** Validates (400 `invalid_data`) and adds a fault. */
  add(input: FaultInput, appId?: string): Fault;
  remove(id: string, appId?: string): boolean;
  clear(appId?: string): void;
  list(appId?: string): Fault[];
  /** The first fault matching the request (of app `appId`, if any), with its count consumed; undefined when none. */
  take(method: string, path: string, appId: string | undefined): Fault | undefined;
}

function pathMatcher(path: string): (requestPath: string) => boolean {
  if (!path.includes(':')) return (requestPath) => requestPath === path;
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const pattern = new RegExp(`^${source}$`);
  return (requestPath) => pattern.test(requestPath);
}

export function createFaultStore(): FaultStore {
  let faults: { fault: Fault; matches: (path: string) => boolean }[] = [];
  const inScope = (fault: Fault, appId: string | undefined) => appId === undefined || fault.appId === appId;
  return {
    add(input, appId) {
      const parsed = validate(faultSchema, input, 'Fault');
      const fault: Fault = {
        ...parsed,
        id: randomId('fault'),
        appId: appId ?? null,
        remaining: parsed.times ?? null,
        hits: 0,
      };
      faults.push({ fault, matches: pathMatcher(fault.path) });
      return { ...fault };
    },
    remove(id, appId) {
      const before = faults.length;
      faults = faults.filter((entry) => entry.fault.id !== id || !inScope(entry.fault, appId));
      return faults.length !== before;
    },
    clear(appId) {
      faults = faults.filter((entry) => !inScope(entry.fault, appId));
    },
    list: (appId) => faults.filter((entry) => inScope(entry.fault, appId)).map((entry) => ({ ...entry.fault })),
    take(method, path, appId) {
      const entry = faults.find(
        ({ fault, matches }) =>
          (fault.appId === null || fault.appId === appId) &&
          (fault.method === undefined || fault.method === method) &&
          matches(path),
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

/** `text` as the body, with `contentType`; an empty text is no body at all (and no implied content-type). */
function rawResponse(
  c: Context<EmulatorEnv>,
  text: string,
  status: ContentfulStatusCode,
  contentType: string | undefined,
): Response {
  if (contentType) c.header('content-type', contentType);
  return text === '' ? c.body(null, status) : c.body(text, status);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What a `drop` or `status` fault answers instead of the handler; undefined when it has neither. */
function injectedResponse(c: Context<EmulatorEnv>, fault: Fault): Response | undefined {
  if (fault.drop) {
    const dropConnection = c.env?.dropConnection;
    if (!dropConnection) throw new Error('Cannot drop the connection: the server adapter offers no dropConnection');
    dropConnection();
    return new Response(null, { status: 204 });
  }
  if (fault.status === undefined) return undefined;
  if (NULL_BODY_STATUSES.has(fault.status)) return new Response(null, { status: fault.status });
  const injected =
    fault.rawBody === undefined
      ? jsonResponse(c, fault.body ?? DEFAULT_FAULT_BODY, fault.status as ContentfulStatusCode)
      : rawResponse(c, fault.rawBody, fault.status as ContentfulStatusCode, fault.contentType);
  return fault.stallBody === undefined ? injected : stallBody(injected, fault.stallBody);
}

/**
 * Applies injected faults to provider routes (never to preflights or `/__emulator/`): before the
 * handler, or with `afterHandler` once it has run. A fault scoped to an app hits only requests whose
 * `privy-app-id` names it.
 */
export function faultMiddleware(store: FaultStore): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    const method = c.req.method.toUpperCase();
    if (method === 'OPTIONS' || c.req.path.startsWith(DEV_PREFIX)) return next();
    const fault = store.take(method, c.req.path, c.req.header(HEADER.appId));
    if (!fault) return next();
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.afterHandler) {
      // The handler's answer is set (Hono finalizes it), so the injected one replaces it in `c.res`.
      await next();
      c.res = injectedResponse(c, fault) ?? c.res;
      return;
    }
    const injected = injectedResponse(c, fault);
    if (injected) return injected;
    await next();
    if (fault.stallBody !== undefined) c.res = stallBody(c.res, fault.stallBody);
  };
}
