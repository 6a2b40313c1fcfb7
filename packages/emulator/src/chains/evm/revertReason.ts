import { decodeErrorResult, type Hex, isHex } from 'viem';
import type { RpcError } from '../../kernel/chains.ts';

/** The revert data of a failed call, as the chain answers it (`data.data`, or `data` itself). */
function revertData(error: RpcError): Hex | undefined {
  const { data } = error;
  const nested = typeof data === 'object' && data !== null ? (data as { data?: unknown }).data : data;
  return typeof nested === 'string' && isHex(nested) ? nested : undefined;
}

/**
 * Why a call reverted, for people: the `Error(string)` reason, `Panic(0x11)`, a custom error's
 * selector, 'Transaction reverted' with no data; else the chain's own message.
 */
export function revertReason(error: RpcError): string {
  const data = revertData(error);
  if (data === undefined) return error.message;
  if (data === '0x') return 'Transaction reverted';
  try {
    const { errorName, args } = decodeErrorResult({ abi: [], data });
    if (errorName === 'Error') return String(args?.[0]);
    return `${errorName}(${(args ?? []).map(String).join(', ')})`;
  } catch {
    return `Transaction reverted with custom error ${data.slice(0, 10)}`;
  }
}
