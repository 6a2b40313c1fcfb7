import type { CloudRecoveryProvider } from '@foyer/headless/contract';

/**
 * The emulator's cloud stand-ins (Google Drive, Apple iCloud) on its own origin: their consent page
 * and the file store the wallet iframe reads and writes its recovery files in. Relative paths: the
 * iframe calls them on its own origin, nothing else may (no CORS).
 */

/** Every path of the stand-ins starts with this. */
export const CLOUD_PREFIX = '/cloud';

/** The clouds a recovery file may live in (`recovery_method` values). */
export const cloudProviders = ['google-drive', 'icloud'] as const satisfies readonly CloudRecoveryProvider[];

export const isCloudProvider = (value: string): value is CloudRecoveryProvider =>
  (cloudProviders as readonly string[]).includes(value);

/** One file of one account: `PUT` its text (answer `{file_id}`), `GET` it back (text/plain). */
export const CLOUD_FILE_PATH = `${CLOUD_PREFIX}/:provider/files/:name`;

/** The consent page of one recovery authorization (`/api/v1/recovery/oauth/init*` answers its URL). */
export const CLOUD_CONSENT_PATH = `${CLOUD_PREFIX}/consent/:request`;

/** A file's text is at most this many bytes (UTF-8); a larger `PUT` answers 413. */
export const MAX_CLOUD_FILE_BYTES = 4096;

/** What a file name may be: 1 to 200 letters, digits, `.`, `_` or `-`. */
export const CLOUD_FILE_NAME = /^[A-Za-z0-9._-]{1,200}$/;

/** The answer of a `PUT`: the file's id, which is its name. */
export interface CloudFileSaved {
  file_id: string;
}

/** The relative URL of file `name` in `provider`'s store. */
export function cloudFilePath(provider: CloudRecoveryProvider, name: string): string {
  return `${CLOUD_PREFIX}/${provider}/files/${encodeURIComponent(name)}`;
}

/**
 * The request for one file with the cloud's access token (from `/api/v1/recovery/oauth/authenticate`):
 * with `text`, a `PUT` that writes it (overwriting); without, a `GET` that reads it.
 */
export function cloudFileRequest(
  provider: CloudRecoveryProvider,
  name: string,
  accessToken: string,
  text?: string,
): { url: string; init: RequestInit } {
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    url: cloudFilePath(provider, name),
    init:
      text === undefined
        ? { method: 'GET', headers }
        : { method: 'PUT', headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' }, body: text },
  };
}
