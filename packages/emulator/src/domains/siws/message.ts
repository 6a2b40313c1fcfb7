import { base58, base64 } from '@scure/base';
import { invalidData } from '../../kernel/errors.ts';

/** What the emulator reads out of a SIWS text (EIP-4361's layout with a Solana account). */
export interface SiwsFields {
  domain: string;
  address: string;
  uri: string;
  version: string;
  chainId: string;
  nonce: string;
  issuedAt: string;
}

const FIELD = /^(URI|Version|Chain ID|Nonce|Issued At): (.+)$/;

/** Parses a SIWS message; 400 `invalid_data` when it is not one. */
export function parseSiwsMessage(text: string): SiwsFields {
  const lines = text.split('\n');
  const header = /^(\S+) wants you to sign in with your Solana account:$/.exec(lines[0] ?? '');
  const address = lines[1] ?? '';
  const fields = new Map<string, string>();
  for (const line of lines.slice(2)) {
    const match = FIELD.exec(line);
    if (match?.[1] && match[2]) fields.set(match[1], match[2]);
  }
  const get = (name: string) => fields.get(name) ?? '';
  const parsed: SiwsFields = {
    domain: header?.[1] ?? '',
    address,
    uri: get('URI'),
    version: get('Version'),
    chainId: get('Chain ID'),
    nonce: get('Nonce'),
    issuedAt: get('Issued At'),
  };
  if (!header || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address) || !parsed.uri || !parsed.nonce || !parsed.issuedAt) {
    throw invalidData('The message is not a Sign-In With Solana message');
  }
  if (Number.isNaN(Date.parse(parsed.issuedAt))) throw invalidData('The message has no valid Issued At');
  return parsed;
}

export const MEMO_PROGRAM_ID = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';

function reader(bytes: Uint8Array) {
  let offset = 0;
  const take = (length: number) => {
    if (offset + length > bytes.length) throw invalidData('Truncated transaction message');
    const out = bytes.subarray(offset, offset + length);
    offset += length;
    return out;
  };
  const compactU16 = () => {
    let value = 0;
    for (let i = 0; i < 3; i++) {
      const byte = take(1)[0] ?? 0;
      value |= (byte & 0x7f) << (7 * i);
      if ((byte & 0x80) === 0) return value;
    }
    throw invalidData('Invalid compact-u16');
  };
  return { take, compactU16 };
}

/**
 * Reads a serialized Solana transaction message (legacy or v0), as the `transaction` message type
 * sends it (base64): its fee payer, and the text of its Memo instructions. Anything but Memo
 * instructions is refused: a sign-in transaction moves nothing.
 */
export function readMemoTransactionMessage(encoded: string): { bytes: Uint8Array; payer: string; memos: string[] } {
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(encoded);
  } catch {
    throw invalidData('`message` must be a base64 transaction message');
  }
  const { take, compactU16 } = reader(bytes);
  const first = take(1)[0] ?? 0;
  const required = (first & 0x80) === 0 ? first : (take(1)[0] ?? 0);
  take(2);
  const keys = Array.from({ length: compactU16() }, () => base58.encode(take(32)));
  take(32); // recent blockhash
  const memos: string[] = [];
  const instructions = compactU16();
  for (let i = 0; i < instructions; i++) {
    const program = keys[take(1)[0] ?? 0];
    take(compactU16());
    const data = take(compactU16());
    if (program !== MEMO_PROGRAM_ID) throw invalidData('A sign-in transaction carries Memo instructions only');
    try {
      memos.push(new TextDecoder('utf-8', { fatal: true }).decode(data));
    } catch {
      throw invalidData('The memo is not UTF-8 text');
    }
  }
  const payer = keys[0];
  if (required < 1 || !payer) throw invalidData('The transaction has no fee payer');
  return { bytes, payer, memos };
}
