import { describe, expect, it } from 'vitest';
import { readTypedData } from './readTypedData.ts';

const mail = {
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 1,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  primaryType: 'Mail',
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
      { name: 'amount', type: 'uint256' },
      { name: 'contents', type: 'string' },
    ],
  },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: [{ name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' }],
    amount: '0x0de0b6b3a7640000',
    contents: '12345',
  },
};

describe('readTypedData', () => {
  it("types each value by the data's own types: structs, arrays, addresses, integers (hex to decimal), text", () => {
    const read = readTypedData(JSON.stringify(mail));
    expect(read?.primaryType).toBe('Mail');
    expect(read?.domain).toEqual([
      { kind: 'text', name: 'name', type: 'string', value: 'Ether Mail' },
      { kind: 'text', name: 'version', type: 'string', value: '1' },
      { kind: 'number', name: 'chainId', type: 'uint256', value: '1' },
      { kind: 'address', name: 'verifyingContract', type: 'address', value: mail.domain.verifyingContract },
    ]);
    const [from, to, amount, contents] = read?.message ?? [];
    expect(from).toEqual({
      kind: 'struct',
      name: 'from',
      type: 'Person',
      fields: [
        { kind: 'text', name: 'name', type: 'string', value: 'Cow' },
        { kind: 'address', name: 'wallet', type: 'address', value: mail.message.from.wallet },
      ],
    });
    expect(to).toMatchObject({
      kind: 'array',
      type: 'Person[]',
      items: [{ kind: 'struct', name: '0', type: 'Person' }],
    });
    expect(amount).toEqual({ kind: 'number', name: 'amount', type: 'uint256', value: '1000000000000000000' });
    // A string that looks like a number stays text when its type says string.
    expect(contents).toEqual({ kind: 'text', name: 'contents', type: 'string', value: '12345' });
  });

  it('without EIP712Domain or a struct type, the names and shapes decide', () => {
    const read = readTypedData(
      JSON.stringify({
        domain: { chainId: 10, salt: '0xab' },
        primaryType: 'X',
        types: {},
        message: { n: 5, ok: true },
      }),
    );
    expect(read?.domain).toEqual([
      { kind: 'number', name: 'chainId', type: 'uint256', value: '10' },
      { kind: 'text', name: 'salt', type: 'bytes32', value: '0xab' },
    ]);
    expect(read?.message).toEqual([
      { kind: 'number', name: 'n', type: '', value: '5' },
      { kind: 'text', name: 'ok', type: '', value: 'true' },
    ]);
  });

  it('null for what is not typed data: bad JSON, no primaryType, no message', () => {
    expect(readTypedData('{')).toBeNull();
    expect(readTypedData('"text"')).toBeNull();
    expect(readTypedData('{"message":{}}')).toBeNull();
    expect(readTypedData('{"primaryType":"A"}')).toBeNull();
  });

  it('a field the message leaves out reads as empty text; an integer that is not one reads as text', () => {
    const read = readTypedData(
      JSON.stringify({
        primaryType: 'A',
        types: {
          A: [
            { name: 'a', type: 'string' },
            { name: 'n', type: 'uint8' },
          ],
        },
        message: { n: 'lots' },
      }),
    );
    expect(read?.message).toEqual([
      { kind: 'text', name: 'a', type: 'string', value: '' },
      { kind: 'text', name: 'n', type: 'uint8', value: 'lots' },
    ]);
  });
});
