import { RpcCode, RpcError } from './errors.ts';
import { jsonSafe } from './json.ts';

type Method = (params: readonly unknown[]) => unknown;

/** One JSON-RPC call's outcome: its `result`, or its `error`. */
export type RpcOutcome =
  | { result: unknown; error?: undefined }
  | { error: { code: number; message: string; data?: unknown }; result?: undefined };

const failure = (error: RpcError): RpcOutcome => ({
  error: {
    code: error.code,
    message: error.message,
    ...(error.data === undefined ? {} : { data: jsonSafe(error.data) }),
  },
});

/** Calls `method` of the shim: its JSON-safe result, or its JSON-RPC error (`-32601` for an unknown method). */
export async function callMethod(
  methods: Record<string, Method>,
  method: string,
  params: readonly unknown[],
): Promise<RpcOutcome> {
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (handler === undefined) return failure(new RpcError(RpcCode.METHOD_NOT_FOUND, 'Method not found'));
  try {
    return { result: jsonSafe(await handler(params)) };
  } catch (error) {
    if (error instanceof RpcError) return failure(error);
    return failure(new RpcError(RpcCode.INTERNAL, `Internal error: ${(error as Error).message}`));
  }
}
