/**
 * EIP-712 typed data (as the JSON headless hands the screen) read into labelled fields: each value
 * typed by the data's own `types` (an `address`, an `int`/`uint`, a struct, an array), else by its
 * shape. Pure; the screen (TypedDataTree) decides how each kind looks.
 */

export type TypedField =
  | { kind: 'struct'; name: string; type: string; fields: TypedField[] }
  | { kind: 'array'; name: string; type: string; items: TypedField[] }
  | { kind: 'address'; name: string; type: string; value: string }
  /** An `int`/`uint`: `value` is its decimal digits (with a leading '-' when negative). */
  | { kind: 'number'; name: string; type: string; value: string }
  | { kind: 'text'; name: string; type: string; value: string };

export interface ReadableTypedData {
  domain: TypedField[];
  primaryType: string;
  message: TypedField[];
}

type Types = Record<string, readonly { name: string; type: string }[]>;

const ADDRESS = /^0x[0-9a-f]{40}$/i;
/** EIP-712's domain fields, for data whose `types` leave out `EIP712Domain`. */
const domainTypes: Record<string, string> = {
  name: 'string',
  version: 'string',
  chainId: 'uint256',
  verifyingContract: 'address',
  salt: 'bytes32',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON number or a decimal or 0x string as decimal digits; null when it is none of those. */
function integer(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value).toString();
  if (typeof value === 'string' && /^(-?[0-9]+|0x[0-9a-f]+)$/i.test(value)) return BigInt(value).toString();
  return null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** `type` is the field's EIP-712 type; '' when the data does not give one (then its shape decides). */
function field(name: string, type: string, value: unknown, types: Types): TypedField {
  const arrayOf = /^(.*)\[\d*\]$/.exec(type)?.[1];
  if (Array.isArray(value)) {
    const itemType = arrayOf ?? '';
    return { kind: 'array', name, type, items: value.map((item, index) => field(`${index}`, itemType, item, types)) };
  }
  const members = types[type];
  if (isRecord(value)) {
    const declared = members ?? Object.keys(value).map((key) => ({ name: key, type: '' }));
    return { kind: 'struct', name, type, fields: declared.map((m) => field(m.name, m.type, value[m.name], types)) };
  }
  if (typeof value === 'string' && ADDRESS.test(value) && (type === 'address' || type === '')) {
    return { kind: 'address', name, type, value };
  }
  const digits = /^u?int\d*$/.test(type) || (type === '' && typeof value === 'number') ? integer(value) : null;
  if (digits !== null) return { kind: 'number', name, type, value: digits };
  return { kind: 'text', name, type, value: text(value) };
}

/** The typed data's domain, primary type and message, or null when `json` is not typed data. */
export function readTypedData(json: string): ReadableTypedData | null {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(data) || typeof data.primaryType !== 'string' || !isRecord(data.message)) return null;
  const types: Types = isRecord(data.types) ? (data.types as Types) : {};
  const domain = isRecord(data.domain) ? data.domain : {};
  const domainFields =
    types.EIP712Domain ?? Object.keys(domain).map((name) => ({ name, type: domainTypes[name] ?? '' }));
  const message = field('', data.primaryType, data.message, types);
  return {
    domain: domainFields.map((m) => field(m.name, m.type, domain[m.name], types)),
    primaryType: data.primaryType,
    message: message.kind === 'struct' ? message.fields : [message],
  };
}
