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
 * What the user signer signs: a wallet-API request (`core/wallets/authorization.ts`, canonical JSON)
 * that cannot take the key or the wallet away from the user. A script on the app's page can post to
 * the iframe as the kit does, so the iframe itself refuses an export (the key sealed to anyone's
 * key) and a change of the wallet's owner; the key leaves only through the export page.
 */
function checkRequest(bytes: Uint8Array): void {
  let request: { version?: unknown; method?: unknown; url?: unknown; body?: unknown };
  try {
    request = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw invalidArguments('`message` must be a wallet-API request as canonical JSON');
  }
  let path: string;
  try {
    path = new URL(String(request.url)).pathname;
  } catch {
    throw invalidArguments("The request's `url` must be an absolute URL");
  }
  if (request.version !== 1 || typeof request.method !== 'string') {
    throw invalidArguments('The request must be `{ version: 1, method, url, body, headers }`');
  }
  if (/\/export\/?$/.test(path))
    throw invalidArguments('The user signer never signs an export: the key leaves only through the export page');
  const body = request.body as Record<string, unknown> | null;
  if (body && typeof body === 'object' && ('owner' in body || 'owner_id' in body)) {
    throw invalidArguments("The user signer never signs a change of the wallet's owner");
  }
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
      checkRequest(message);
      const loaded = await vault.load(request.accessToken, request);
      if (loaded.info.imported)
        throw invalidArguments('The user signer comes from the HD entropy, not an imported key');
      return { signature: signAsUser(loaded.entropy, message) };
    },
  };
}
