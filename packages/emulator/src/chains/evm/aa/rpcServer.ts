import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RpcOutcome } from '../../../kernel/chains.ts';

/** A JSON-RPC endpoint on loopback for a process beside the emulator (the bundler): `url`, and `close`. */
export interface LoopbackRpc {
  readonly url: string;
  close(): Promise<void>;
}

async function answer(rpc: (method: string, params: readonly unknown[]) => Promise<RpcOutcome>, request: unknown) {
  const { id = null, method, params = [] } = (request ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
  if (typeof method !== 'string' || !Array.isArray(params)) {
    return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } };
  }
  try {
    return { jsonrpc: '2.0', id, ...(await rpc(method, params)) };
  } catch (error) {
    return {
      jsonrpc: '2.0',
      id,
      error: { code: -32603, message: error instanceof Error ? error.message : String(error) },
    };
  }
}

/**
 * Serves `rpc` (a chain's public JSON-RPC: no cheats, every send journaled) at a loopback URL on a
 * free port, single and batch requests, so that a child process can use the chain.
 */
export async function serveLoopbackRpc(
  rpc: (method: string, params: readonly unknown[]) => Promise<RpcOutcome>,
): Promise<LoopbackRpc> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          body = undefined;
        }
        const reply = Array.isArray(body)
          ? await Promise.all(body.map((item) => answer(rpc, item)))
          : await answer(rpc, body);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply));
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A free TCP port on loopback (for a child process to listen on). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
