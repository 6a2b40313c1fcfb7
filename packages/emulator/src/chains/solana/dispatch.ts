import { RpcCode, RpcError } from './errors.ts';

type Method = (params: readonly unknown[]) => unknown;

interface Envelope {
  jsonrpc: '2.0';
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

const failure = (id: unknown, error: RpcError): Envelope => ({
  jsonrpc: '2.0',
  id,
  error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) },
});

async function one(methods: Record<string, Method>, request: unknown): Promise<Envelope> {
  const call = (typeof request === 'object' && request !== null ? request : {}) as Record<string, unknown>;
  const id = call.id ?? null;
  if (call.jsonrpc !== '2.0' || typeof call.method !== 'string') {
    return failure(id, new RpcError(RpcCode.INVALID_REQUEST, 'Invalid request'));
  }
  const method = Object.hasOwn(methods, call.method) ? methods[call.method] : undefined;
  if (method === undefined) return failure(id, new RpcError(RpcCode.METHOD_NOT_FOUND, 'Method not found'));
  const params = call.params === undefined ? [] : call.params;
  if (!Array.isArray(params))
    return failure(id, new RpcError(RpcCode.INVALID_PARAMS, 'Invalid params: expected an array'));
  try {
    return { jsonrpc: '2.0', id, result: await method(params) };
  } catch (error) {
    if (error instanceof RpcError) return failure(id, error);
    return failure(id, new RpcError(RpcCode.INTERNAL, `Internal error: ${(error as Error).message}`));
  }
}

/** One JSON-RPC 2.0 request or a batch (answered in order, one call after the other). */
export async function dispatch(methods: Record<string, Method>, body: unknown): Promise<unknown> {
  if (!Array.isArray(body)) return one(methods, body);
  if (body.length === 0) return failure(null, new RpcError(RpcCode.INVALID_REQUEST, 'Invalid request'));
  const responses: Envelope[] = [];
  for (const request of body) responses.push(await one(methods, request));
  return responses;
}
