import type { WirePolicyCondition, WirePolicyRule, WireWalletRpcRequest } from '@foyer/headless/contract';
import { base64 } from '@scure/base';
import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError } from '../../kernel/errors.ts';
import type { Authority } from './authorize.ts';
import { type ServerWalletRecord, walletApiSlice } from './slice.ts';

/** An instruction of a compiled message (legacy or v0), as `@solana/kit` decodes it. */
interface CompiledInstruction {
  programAddressIndex: number;
  accountIndices?: readonly number[];
  data?: Uint8Array;
}

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const SYSTEM_TRANSFER = 2;
const NUMERIC_FIELDS = new Set(['value', 'chain_id', 'Transfer.lamports']);

/** What a policy's conditions read from a request: its Ethereum transaction's fields, its System transfers. */
interface PolicySubject {
  method: WireWalletRpcRequest['method'] | 'raw_sign';
  ethereum?: Record<string, string | undefined>;
  solanaTransfers?: Record<string, string>[];
}

/** The System program's transfers of a Solana wire transaction (base64): `Transfer.to`, `Transfer.lamports`. */
function systemTransfers(wire: string): Record<string, string>[] {
  let decoded: { staticAccounts: readonly string[]; instructions: readonly CompiledInstruction[] };
  try {
    const { messageBytes } = getTransactionDecoder().decode(base64.decode(wire));
    decoded = getCompiledTransactionMessageDecoder().decode(messageBytes) as unknown as typeof decoded;
  } catch {
    return [];
  }
  return decoded.instructions.flatMap((instruction) => {
    const data = instruction.data;
    const program = decoded.staticAccounts[instruction.programAddressIndex];
    if (program !== SYSTEM_PROGRAM || !data || data.length < 12) return [];
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (view.getUint32(0, true) !== SYSTEM_TRANSFER) return [];
    const to = decoded.staticAccounts[instruction.accountIndices?.[1] ?? -1];
    return to ? [{ 'Transfer.to': to, 'Transfer.lamports': view.getBigUint64(4, true).toString() }] : [];
  });
}

/** The fields of an rpc request the policy engine reads. */
export function policySubject(request: WireWalletRpcRequest, chainId?: number): PolicySubject {
  if (request.method === 'eth_signTransaction' || request.method === 'eth_sendTransaction') {
    const { to, value, chain_id } = request.params.transaction;
    const chain = chain_id ?? chainId;
    return {
      method: request.method,
      ethereum: {
        to: to?.toLowerCase(),
        value: BigInt(value ?? 0).toString(),
        chain_id: chain === undefined ? undefined : BigInt(chain).toString(),
      },
    };
  }
  if (request.method === 'signTransaction' || request.method === 'signAndSendTransaction') {
    return { method: request.method, solanaTransfers: systemTransfers(request.params.transaction) };
  }
  return { method: request.method };
}

function compare(field: string, actual: string, operator: WirePolicyCondition['operator'], expected: string): boolean {
  if (NUMERIC_FIELDS.has(field)) {
    let a: bigint;
    let b: bigint;
    try {
      a = BigInt(actual);
      b = BigInt(expected);
    } catch {
      return false;
    }
    return { eq: a === b, gt: a > b, gte: a >= b, lt: a < b, lte: a <= b, in: a === b }[operator];
  }
  const same = field === 'to' ? actual.toLowerCase() === expected.toLowerCase() : actual === expected;
  return operator === 'eq' || operator === 'in' ? same : false;
}

function holds(condition: WirePolicyCondition, fields: Record<string, string | undefined>): boolean {
  const actual = fields[condition.field];
  if (actual === undefined) return false;
  const expected = Array.isArray(condition.value) ? condition.value : [condition.value];
  if (condition.operator === 'in') return expected.some((value) => compare(condition.field, actual, 'in', value));
  return expected.length === 1 && compare(condition.field, actual, condition.operator, expected[0] as string);
}

/** A rule matches when it names the method (or `*`) and all its conditions hold (a System transfer's: one transfer). */
function matches(rule: WirePolicyRule, subject: PolicySubject): boolean {
  if (rule.method !== '*' && rule.method !== subject.method) return false;
  const ethereum = rule.conditions.filter((condition) => condition.field_source === 'ethereum_transaction');
  const solana = rule.conditions.filter((condition) => condition.field_source === 'solana_system_program_instruction');
  if (
    ethereum.length > 0 &&
    !(subject.ethereum && ethereum.every((condition) => holds(condition, subject.ethereum ?? {})))
  ) {
    return false;
  }
  if (solana.length > 0) {
    return (subject.solanaTransfers ?? []).some((transfer) => solana.every((condition) => holds(condition, transfer)));
  }
  return true;
}

/**
 * The policy engine (a subset): each policy of the signer (of the wallet's chain) must allow the
 * request: no DENY rule matches it, and an ALLOW rule does. A refusal is 403 naming the policy
 * (the emulator's choice: one status for rpc and raw_sign alike). The owner is not bound by policies.
 */
export function enforcePolicies(
  core: EmulatorCore,
  wallet: ServerWalletRecord,
  authority: Authority,
  subject: PolicySubject,
): void {
  if (authority.kind === 'owner') return;
  const policies = core.slice(walletApiSlice).policies;
  for (const id of authority.policyIds) {
    const policy = policies.get(id);
    if (!policy || policy.app_id !== wallet.app_id || policy.chain_type !== wallet.chain_type) continue;
    const denied = policy.rules.find((rule) => rule.action === 'DENY' && matches(rule, subject));
    const allowed = policy.rules.some((rule) => rule.action === 'ALLOW' && matches(rule, subject));
    if (denied || !allowed) {
      throw new ApiError(
        403,
        undefined,
        `Policy '${policy.name}' (${policy.id}) does not allow this ${subject.method} request${denied ? `: rule '${denied.name}' denies it` : ''}`,
      );
    }
  }
}
