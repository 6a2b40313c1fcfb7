import { IFRAME_EVENT_PREFIX, type IframeResponse } from '@foyer/headless/contract';
import { IframeError, notAvailable } from './errors.ts';
import type { Handlers } from './handlers.ts';

interface Request {
  id: string;
  event: string;
  data: unknown;
}

/** An object or a JSON string (js-sdk-core's form) with an id and a `privy:` event; anything else is ignored. */
export function parseRequest(raw: unknown): Request | undefined {
  let message = raw;
  if (typeof raw === 'string') {
    try {
      message = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (typeof message !== 'object' || message === null) return undefined;
  const { id, event, data } = message as Record<string, unknown>;
  if (typeof id !== 'string' || typeof event !== 'string' || !event.startsWith(IFRAME_EVENT_PREFIX)) return undefined;
  return { id, event, data: data ?? {} };
}

/**
 * The reply to one posted message (undefined: not a request, ignore it): `{ id, event, data }` or
 * `{ id, event, error: { type, message } }`. `privy:iframe:ready` answers `{}` at once; the other
 * events run one at a time, so recoveries and new splits never interleave.
 */
export function createResponder(handlers: Handlers): (raw: unknown) => Promise<IframeResponse | undefined> {
  let queue: Promise<unknown> = Promise.resolve();
  return async (raw) => {
    const request = parseRequest(raw);
    if (!request) return undefined;
    const event = request.event as IframeResponse['event'];
    if (request.event === 'privy:iframe:ready') return { id: request.id, event, data: {} };
    try {
      const handler = handlers[request.event];
      if (!handler) throw notAvailable(request.event);
      const run = queue.then(() => handler(request.data));
      queue = run.catch(() => undefined);
      return { id: request.id, event, data: (await run) as never };
    } catch (error) {
      const failure =
        error instanceof IframeError
          ? error
          : new IframeError('error', error instanceof Error ? error.message : String(error));
      return { id: request.id, event, error: { type: failure.type, message: failure.message } };
    }
  };
}
