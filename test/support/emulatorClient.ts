import { request } from 'node:http';
import { createEmulatorClient, type EmulatorClient } from '@foyer/emulator/in-process';

/**
 * `fetch` over Node's own HTTP. DOM tests run in a simulated page whose `fetch` sends that page's
 * `Origin`, and the developer endpoints refuse other origins, as they must refuse any web page.
 */
const nodeFetch: typeof fetch = (input, init = {}) =>
  new Promise((resolve, reject) => {
    const outgoing = request(
      String(input),
      { method: init.method ?? 'GET', headers: init.headers as Record<string, string> },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode ?? 500 })));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body as string | undefined);
  });

/** The typed developer-endpoint client (`devRoutes`) for the emulator the DOM tests share. */
export function emulatorClient(url: string): EmulatorClient {
  return createEmulatorClient(url, { fetch: nodeFetch });
}
