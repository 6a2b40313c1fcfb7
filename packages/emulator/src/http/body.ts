import { ErrorCode } from '@foyer/headless/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, invalidData } from '../kernel/errors.ts';

/** Request bodies larger than this are refused with 413, before or while reading them. */
export const MAX_BODY_BYTES = 1024 * 1024;

function tooLarge(): ApiError {
  return new ApiError(413, ErrorCode.INVALID_DATA, `Request body exceeds ${MAX_BODY_BYTES} bytes`, {
    // Stop the connection instead of draining whatever else the client still sends.
    headers: { connection: 'close' },
  });
}

/**
 * The raw body, read chunk by chunk and counted: a declared `content-length` over the cap is refused
 * without reading, and an undeclared (chunked) body is cancelled as soon as it passes the cap.
 */
async function readCapped(headers: Headers, body: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The one body cap of the emulator, in front of every route (provider routes, pages, simulators,
 * developer endpoints, unknown paths): the body is read here, at most `MAX_BODY_BYTES` of it (413
 * past that, with the connection closed), and the request goes on with that copy, so no handler
 * can read more, whatever way it reads.
 */
export const bodyCap: MiddlewareHandler = async (c, next) => {
  const { raw } = c.req;
  if (raw.body) {
    // Built from its parts: the Node adapter's request is not one the Request constructor can copy.
    const body = await readCapped(raw.headers, raw.body);
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, signal: raw.signal, body });
  }
  await next();
};

/** The JSON body (`{}` when empty); 400 `invalid_data` when not JSON. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidData('Request body is not valid JSON');
  }
}
