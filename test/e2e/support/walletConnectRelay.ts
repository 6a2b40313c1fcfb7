import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { WebSocketServer } from 'ws';

/** One socket on the relay: how to send it a frame. */
interface Client {
  send(text: string): void;
  /** Message ids this client already received (a mailbox is delivered once). */
  seen: Set<string>;
}

interface Stored {
  key: string;
  from: Client;
  data: { topic: string; message: string; publishedAt: number; tag?: number; attestation?: string };
}

/**
 * WalletConnect's relay (the `irn` JSON-RPC protocol of `@walletconnect/core` 2.21) in the test
 * process, so a page's real sign client pairs with a real wallet client offline. Topics with their
 * subscribers and a mailbox (a message waits for a subscriber that comes later, as the proposal does
 * for the wallet that scans the code). The page reaches it through Playwright's WebSocket routing of
 * `wss://relay.walletconnect.org` (the page's CSP must still allow that address), Node clients at `url`.
 * Messages are end-to-end encrypted between the two clients: the relay only routes them.
 */
export async function startWalletConnectRelay() {
  const subscribers = new Map<string, Set<Client>>();
  const mailbox: Stored[] = [];
  /** Every URL a page's sign client opened (query: the auth JWT and the project id). */
  const pageConnections: URL[] = [];
  let nextId = 1;

  const deliver = (client: Client, stored: Stored) => {
    if (stored.from === client || client.seen.has(stored.key)) return;
    client.seen.add(stored.key);
    const params = { id: randomBytes(32).toString('hex'), data: stored.data };
    client.send(JSON.stringify({ id: nextId++, jsonrpc: '2.0', method: 'irn_subscription', params }));
  };
  const publish = (from: Client, topic: string, message: string, extra: { tag?: number; attestation?: string }) => {
    const stored: Stored = {
      key: randomBytes(16).toString('hex'),
      from,
      data: { topic, message, publishedAt: Date.now(), ...extra },
    };
    mailbox.push(stored);
    for (const client of subscribers.get(topic) ?? []) deliver(client, stored);
  };
  const subscribe = (client: Client, topic: string) => {
    const set = subscribers.get(topic) ?? new Set<Client>();
    set.add(client);
    subscribers.set(topic, set);
    // After the reply to the subscription: the client knows the topic by then.
    setTimeout(() => {
      for (const stored of mailbox) if (stored.data.topic === topic) deliver(client, stored);
    });
    return randomBytes(32).toString('hex');
  };

  // biome-ignore lint/suspicious/noExplicitAny: JSON-RPC params as the relay protocol defines them.
  const handle = (client: Client, method: string, params: any): unknown => {
    switch (method) {
      case 'irn_subscribe':
        return subscribe(client, params.topic);
      case 'irn_batchSubscribe':
        return (params.topics as string[]).map((topic) => subscribe(client, topic));
      case 'irn_unsubscribe':
      case 'irn_batchUnsubscribe':
        return true;
      case 'irn_batchFetchMessages':
        return { messages: [], hasMore: false };
      case 'irn_publish':
        publish(client, params.topic, params.message, { tag: params.tag, attestation: params.attestation });
        return true;
      // The two session methods subscribe their sender too (the sign client skips that subscription).
      case 'wc_proposeSession':
        subscribe(client, params.pairingTopic);
        publish(client, params.pairingTopic, params.sessionProposal, { attestation: params.attestation });
        return true;
      case 'wc_approveSession':
        subscribe(client, params.sessionTopic);
        publish(client, params.pairingTopic, params.sessionProposalResponse, {});
        publish(client, params.sessionTopic, params.sessionSettlementRequest, {});
        return true;
      default:
        throw new Error(`The test relay does not know ${method}`);
    }
  };

  /** A frame from a client: answers requests, ignores the acknowledgements of deliveries. */
  const onFrame = (client: Client, text: string) => {
    const payload = JSON.parse(text) as { method?: string; params?: unknown };
    if (!payload.method) return;
    // Request ids are 19-digit numbers (beyond a double's precision): echoed as written.
    const id = /"id"\s*:\s*("[^"]*"|\d+)/.exec(text)?.[1];
    try {
      const result = JSON.stringify(handle(client, payload.method, payload.params));
      client.send(`{"id":${id},"jsonrpc":"2.0","result":${result}}`);
    } catch (error) {
      client.send(`{"id":${id},"jsonrpc":"2.0","error":{"code":-32601,"message":${JSON.stringify(String(error))}}}`);
    }
  };

  const server = createServer();
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket) => {
    const client: Client = { send: (text) => socket.send(text), seen: new Set() };
    socket.on('message', (data) => onFrame(client, String(data)));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));

  return {
    /** For Node clients (`relayUrl`). */
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pageConnections,
    /** Routes the page's connections to WalletConnect's relay here. */
    async routePage(page: Page) {
      await page.routeWebSocket(/^wss:\/\/relay\.walletconnect\.(org|com)\//, (socket) => {
        pageConnections.push(new URL(socket.url()));
        const client: Client = { send: (text) => socket.send(text), seen: new Set() };
        socket.onMessage((data) => onFrame(client, String(data)));
      });
    },
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets.clients) socket.terminate();
        sockets.close();
        server.close(() => done());
      }),
  };
}
