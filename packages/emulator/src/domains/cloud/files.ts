import type { EmulatorApp, EmulatorContext } from '../../kernel/context.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, invalidData, jsonResponse } from '../../kernel/errors.ts';
import { requireOwnOrigin } from '../wallets/index.ts';
import { requireCloudToken } from './access.ts';
import {
  CLOUD_FILE_NAME,
  CLOUD_FILE_PATH,
  type CloudFileSaved,
  isCloudProvider,
  MAX_CLOUD_FILE_BYTES,
} from './paths.ts';
import { cloudSlice, fileKey } from './slice.ts';

const notFound = () => new ApiError(404, undefined, 'No such file in this account');

/**
 * The stand-ins' file store (`CLOUD_FILE_PATH`): the wallet iframe only (its own origin, 403 for any
 * other), with a cloud access token of that provider (401), files of the token's app and account.
 */
export function registerCloudFiles(hono: EmulatorApp, core: EmulatorCore): void {
  const target = (c: EmulatorContext) => {
    const provider = c.req.param('provider') ?? '';
    const name = c.req.param('name') ?? '';
    if (!isCloudProvider(provider)) throw notFound();
    requireOwnOrigin(c);
    const token = requireCloudToken(core, c, provider);
    if (!CLOUD_FILE_NAME.test(name)) throw invalidData('A file name is 1 to 200 letters, digits, `.`, `_` or `-`');
    return { app_id: token.app_id, provider, account: token.account, name };
  };

  hono.put(CLOUD_FILE_PATH, async (c) => {
    const file = target(c);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > MAX_CLOUD_FILE_BYTES) {
      throw new ApiError(413, undefined, `A file is at most ${MAX_CLOUD_FILE_BYTES} bytes`);
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw invalidData('A file is UTF-8 text');
    }
    core.slice(cloudSlice).files.set(fileKey(file), { ...file, text });
    return jsonResponse(c, { file_id: file.name } satisfies CloudFileSaved);
  });

  hono.get(CLOUD_FILE_PATH, (c) => {
    const file = core.slice(cloudSlice).files.get(fileKey(target(c)));
    if (!file) throw notFound();
    c.header('content-type', 'text/plain; charset=utf-8');
    return c.body(file.text, 200);
  });
}
