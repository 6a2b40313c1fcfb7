import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import {
  AUTHORIZATION_SIGNATURE_HEADER,
  authorizationPayload,
  HEADER,
  REQUEST_EXPIRY_HEADER,
} from '@foyer/headless/contract';
import { DEFAULT_APP_ID } from '../domains/apps/index.ts';

/** Test-only: a P-256 authorization key as an app server makes one with `node:crypto`. */
export function authorizationKey(): { privateKey: KeyObject; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privateKey, publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };
}

export interface ApiCall {
  body?: unknown;
  /** The keys that sign the request, or functions that sign its payload (none: no signature header). */
  signers?: (KeyObject | ((payload: Uint8Array) => string))[] | undefined;
  /** `privy-request-expiry`; default now + 60 s. */
  expiry?: number;
  /** Replaces the computed signature header. */
  signature?: string | undefined;
  /** Replaces the Basic credentials (`null`: none). */
  auth?: string | null;
  headers?: Record<string, string>;
}

/**
 * Test-only: an app server calling the wallet API of `emulator` with plain `fetch`: HTTP Basic
 * `app_id:app_secret`, `privy-app-id`, and when `signers` are given an authorization signature of
 * the request (RFC 8785 canonical JSON, ECDSA P-256 / SHA-256, DER, base64) by each, comma-separated.
 */
export function appServer(emulator: { url: string }, secret: string, appId: string = DEFAULT_APP_ID) {
  const basic = `Basic ${Buffer.from(`${appId}:${secret}`).toString('base64')}`;
  async function request<T = Record<string, unknown>>(method: string, path: string, call: ApiCall = {}) {
    const url = `${emulator.url}${path}`;
    const expiry = String(call.expiry ?? Date.now() + 60_000);
    const headers: Record<string, string> = { [HEADER.appId]: appId, ...call.headers };
    if (call.auth !== null) headers.authorization = call.auth ?? basic;
    if (method !== 'GET') headers['content-type'] = 'application/json';
    if (call.signers || call.signature) {
      headers[REQUEST_EXPIRY_HEADER] = expiry;
      const payload = authorizationPayload({
        version: 1,
        method: method as 'POST',
        url,
        body: call.body ?? {},
        headers: { [HEADER.appId]: appId, [REQUEST_EXPIRY_HEADER]: expiry } as never,
      });
      headers[AUTHORIZATION_SIGNATURE_HEADER] =
        call.signature ??
        (call.signers ?? [])
          .map((key) => (typeof key === 'function' ? key(payload) : sign('sha256', payload, key).toString('base64')))
          .join(',');
    }
    const response = await fetch(url, {
      method,
      headers,
      ...(method === 'GET' ? {} : { body: JSON.stringify(call.body ?? {}) }),
    });
    const json = (await response.json()) as T & { error?: string };
    return { status: response.status, json, headers };
  }
  return { request, basic };
}

/** Test-only: the app's server with one authorization key of its own, registered as a key quorum. */
export async function appServerWithKey(emulator: { url: string }, secret: string, appId: string = DEFAULT_APP_ID) {
  const server = appServer(emulator, secret, appId);
  const key = authorizationKey();
  const quorum = await server.request<{ id: string }>('POST', '/api/v1/key_quorums', {
    body: { public_keys: [key.publicKey], display_name: 'server' },
  });
  if (quorum.status !== 200) throw new Error(`key_quorums answered ${quorum.status}: ${JSON.stringify(quorum.json)}`);
  return { ...server, key, quorumId: quorum.json.id };
}
