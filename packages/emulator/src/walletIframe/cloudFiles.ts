import type { CloudRecoveryProvider } from '@foyer/headless/contract';
import { cloudFileRequest } from '../domains/cloud/paths.ts';
import { IframeError } from './errors.ts';

export type CloudProvider = CloudRecoveryProvider;

/** The user's cloud account (Google Drive, iCloud), as the emulator's stand-ins serve it on this origin. */
export interface CloudFiles {
  write(provider: CloudProvider, accessToken: string, name: string, text: string): Promise<void>;
  /** The file's text; an `error` when this account has no such file (another account chosen). */
  read(provider: CloudProvider, accessToken: string, name: string): Promise<string>;
}

const PROVIDER_NAMES: Record<CloudProvider, string> = { 'google-drive': 'Google Drive', icloud: 'iCloud' };

/** Not found in the chosen account: the message the client tells apart (spec §8 'Please verify that you are selecting…'). */
export const backupNotFound = (provider: CloudProvider) =>
  new IframeError('error', `No recovery backup was found in this ${PROVIDER_NAMES[provider]} account`);

/** The cloud stand-ins' file API on this origin (relative URLs, `Bearer` recovery access token). */
export function createCloudFiles(
  send: (path: string, init: RequestInit) => Promise<Response> = (path, init) => fetch(path, init),
): CloudFiles {
  async function call(provider: CloudProvider, token: string, name: string, text?: string) {
    const { url, init } = cloudFileRequest(provider, name, token, text);
    const response = await send(url, { ...init, credentials: 'omit' });
    if (response.status === 404) throw backupNotFound(provider);
    if (response.status === 401) {
      throw new IframeError('error', `The ${PROVIDER_NAMES[provider]} access token is invalid or expired`);
    }
    if (!response.ok) throw new IframeError('error', `${PROVIDER_NAMES[provider]} answered ${response.status}`);
    return response;
  }
  return {
    async write(provider, token, name, text) {
      await call(provider, token, name, text);
    },
    async read(provider, token, name) {
      return (await call(provider, token, name)).text();
    },
  };
}
