/**
 * A software passkey authenticator for tests in Node: real WebAuthn answers, as a browser with a
 * platform authenticator would give them, so the emulator verifies them like any other. P-256 keys
 * (node:crypto), authenticator data, a 'none' attestation object (CBOR), client data JSON and
 * ES256 signatures. It implements the flow's `PasskeyAuthenticator`.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type { PasskeyAuthenticator } from '@foyer/headless/core';

type CborValue =
  | number
  | string
  | Uint8Array
  | CborValue[]
  | Map<number | string, CborValue>
  | { [key: string]: CborValue };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

/** Enough CBOR (RFC 8949) for attestation objects and COSE keys: integers, text, bytes, arrays, maps. */
export function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');
const uint32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
};

/** Flags of the authenticator data (WebAuthn §6.1): user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** The credential's public key as a COSE_Key (EC2, ES256, P-256). */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<number, CborValue>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

export interface SoftCredential {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

const notAllowed = (message: string) => Object.assign(new Error(message), { name: 'NotAllowedError' });

export interface SoftPasskeyAuthenticator extends PasskeyAuthenticator {
  /** The passkeys it holds, newest last. */
  readonly credentials: SoftCredential[];
  /** The next prompt fails as if the user cancelled it (NotAllowedError). */
  cancelNext(): void;
}

/**
 * A platform authenticator for the page at `origin` (the origin its client data names; the
 * emulator checks it against the request's Origin). `userVerified: false` leaves the UV flag off.
 */
export function softPasskeyAuthenticator({
  origin,
  userVerified = true,
}: {
  origin: string;
  userVerified?: boolean;
}): SoftPasskeyAuthenticator {
  const credentials: SoftCredential[] = [];
  let cancel = false;
  const prompt = () => {
    if (!cancel) return;
    cancel = false;
    throw notAllowed('The operation either timed out or was not allowed.');
  };
  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const flags = UP | (userVerified ? UV : 0);

  return {
    credentials,
    cancelNext: () => {
      cancel = true;
    },
    isSupported: () => true,
    async register(options) {
      prompt();
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const excluded = new Set((options.excludeCredentials ?? []).map((d) => d.id));
      if (credentials.some((c) => c.rpId === rpId && excluded.has(b64url(c.id)))) {
        throw Object.assign(new Error('The authenticator was previously registered'), { name: 'InvalidStateError' });
      }
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const id = randomBytes(16);
      credentials.push({ id, rpId, userHandle: options.user.id, privateKey, counter: 0 });
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags | AT]),
        uint32(0),
        Buffer.alloc(16), // AAGUID: none
        Buffer.from([id.length >> 8, id.length & 0xff]),
        id,
        coseKey(publicKey),
      ]);
      const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
          publicKeyAlgorithm: -7,
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: { credProps: { rk: true } },
      };
    },
    async authenticate(options) {
      prompt();
      const rpId = options.rpId ?? new URL(origin).hostname;
      const allowed = options.allowCredentials?.map((d) => d.id);
      const credential = credentials
        .filter((c) => c.rpId === rpId && (!allowed || allowed.includes(b64url(c.id))))
        .at(-1);
      if (!credential) throw notAllowed('No passkey for this site');
      credential.counter += 1;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), uint32(credential.counter)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
}
