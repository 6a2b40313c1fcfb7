import { deleteRecordsOf } from '../../kernel/app.ts';
import { defineDomain } from '../../kernel/domain.ts';
import { cloudDevRoutes, registerCloudRoutes } from './routes.ts';
import { cloudSlice, cloudStateSchema, fileKey } from './slice.ts';

/**
 * The cloud stand-ins for recovery files (reference §5.11): Google Drive and Apple iCloud consent
 * pages, single-use codes bound to the user, app, state and PKCE challenge, cloud access tokens,
 * and the per-(app, provider, account) file store the wallet iframe reads and writes.
 */
export const cloudDomain = defineDomain({
  ...cloudSlice,
  state: {
    schema: cloudStateSchema,
    save: (state) =>
      structuredClone({
        requests: [...state.requests.values()],
        codes: [...state.codes.values()],
        tokens: [...state.tokens.values()],
        files: [...state.files.values()],
        next: state.next,
      }),
    load: (json) => ({
      requests: new Map(json.requests.map((request) => [request.id, request])),
      codes: new Map(json.codes.map((code) => [code.code, code])),
      tokens: new Map(json.tokens.map((token) => [token.token, token])),
      files: new Map(json.files.map((file) => [fileKey(file), file])),
      next: json.next,
    }),
  },
  devRoutes: cloudDevRoutes,
  forgetApp(core, appId) {
    const state = core.slice(cloudSlice);
    for (const records of [state.requests, state.codes, state.tokens, state.files]) deleteRecordsOf(records, appId);
    state.next = state.next.filter((decision) => decision.app_id !== appId);
  },
  forgetUser(core, userId) {
    const { requests, codes } = core.slice(cloudSlice);
    for (const records of [requests, codes]) {
      for (const [key, record] of records) if (record.user_id === userId) records.delete(key);
    }
  },
  register: registerCloudRoutes,
});

export { CLOUD_PREFIX } from './paths.ts';
export { cloudAccounts, cloudFileNames, scriptNextCloudConsent } from './routes.ts';
export type { CloudNextInput } from './slice.ts';
