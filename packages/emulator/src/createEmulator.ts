import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createLocalChains } from './chains/index.ts';
import type { EmulatorControls } from './controls.ts';
import { walletIframeScript } from './http/walletIframeScript.ts';
import { createInstance, type InstanceOptions } from './instance.ts';

export interface EmulatorOptions extends InstanceOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface Emulator extends EmulatorControls {
  /** Base URL of the provider API, e.g. `http://127.0.0.1:51234` (no trailing slash). */
  readonly url: string;
  readonly port: number;
  /** Stops the server, drops open connections, and stops the domains' services. */
  close(): Promise<void>;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Starts an emulator instance on its own port with its own state, clock and signing key. */
export async function createEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const { port = 0, host = '127.0.0.1', ...instanceOptions } = options;
  const { hono, controls, stop } = await createInstance(instanceOptions, {
    checkDevHost: true,
    walletIframeScript,
    chains: createLocalChains(),
  });
  const server = createAdaptorServer({
    fetch: (request, { incoming }) =>
      hono.fetch(request, {
        dropConnection: () => incoming.socket.destroy(),
        clientAddress: incoming.socket.remoteAddress,
      }),
    overrideGlobalObjects: false,
  }) as Server;
  await listen(server, port, host);
  const actualPort = (server.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  return {
    ...controls,
    url: `http://${urlHost(host)}:${actualPort}`,
    port: actualPort,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }).then(stop);
      return closing;
    },
  };
}
