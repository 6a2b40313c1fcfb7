import { ErrorCode } from '@foyer/headless/contract';
import type { Context } from 'hono';
import { ApiError, invalidData } from './errors.ts';

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
async function readCapped(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
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
  return new TextDecoder().decode(bytes);
}

/** The JSON body (`{}` when empty), capped at `MAX_BODY_BYTES`; 400 `invalid_data` when not JSON. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await readCapped(c.req.raw);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidData('Request body is not valid JSON');
  }
}
