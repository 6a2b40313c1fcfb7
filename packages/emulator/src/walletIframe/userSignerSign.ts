import type { IframeEventName, IframeResponseData } from '@foyer/headless/contract';
import { base64 } from '@scure/base';
import * as v from 'valibot';
import { invalidArguments } from './errors.ts';
import { parse } from './parse.ts';
import { signAsUser } from './userSigner.ts';
import type { Vault } from './vault.ts';

const text = v.pipe(v.string(), v.minLength(1));
const schema = v.looseObject({
  accessToken: text,
  entropyId: text,
  entropyIdVerifier: v.picklist(['ethereum-address-verifier', 'solana-address-verifier']),
  message: v.string('`message` must be a base64 string'),
});

function messageBytes(message: string): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(message);
  } catch {
    throw invalidArguments('`message` must be base64');
  }
  if (bytes.length === 0) throw invalidArguments('`message` must be a non-empty base64 string');
  return bytes;
}

/**
 * `privy:user-signer:sign` (reference §6.6): the key is loaded like `privy:wallets:rpc` (this
 * device's share and the auth share, which the provider releases only after MFA when the user has
 * it), then the user signer derived from the HD entropy signs the base64-decoded `message`.
 */
export function userSignerHandlers(vault: Vault) {
  return {
    'privy:user-signer:sign': async (data: unknown): Promise<IframeResponseData<IframeEventName>> => {
      const request = parse(schema, data);
      const message = messageBytes(request.message);
      const loaded = await vault.load(request.accessToken, request);
      if (loaded.info.imported)
        throw invalidArguments('The user signer comes from the HD entropy, not an imported key');
      return { signature: signAsUser(loaded.entropy, message) };
    },
  };
}
