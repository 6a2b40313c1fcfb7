import { type IncomingHttpHeaders, request } from 'node:http';
import {
  type ApiErrorBody,
  buildPath,
  HEADER,
  type RouteDef,
  type RouteRequest,
  type RouteResponse,
} from '@foyer/headless/contract';
import { DEFAULT_APP_ID } from '../domains/apps/index.ts';

/** Test-only: calls a provider route by its table key over real HTTP. */
export interface CallOptions<K extends RouteDef> {
  body?: RouteRequest<K> | Record<string, unknown>;
  params?: Record<string, string>;
  token?: string;
  /** null = send no app-id header. */
  appId?: string | null | undefined;
  headers?: Record<string, string>;
}

export interface CallResult<K extends RouteDef> {
  status: number;
  headers: Headers;
  /** The parsed body when the call succeeded. */
  data: RouteResponse<K>;
  /** The parsed body when it failed. */
  error: ApiErrorBody;
}

export async function call<K extends RouteDef>(
  base: { url: string },
  def: K,
  options: CallOptions<K> = {},
): Promise<CallResult<K>> {
  const headers: Record<string, string> = { ...options.headers };
  const appId = options.appId === undefined ? DEFAULT_APP_ID : options.appId;
  if (appId !== null) headers[HEADER.appId] = appId;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (def.method !== 'GET') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }
  const init: RequestInit = { method: def.method, headers };
  if (body !== undefined) init.body = body;
  const response = await fetch(`${base.url}${buildPath(def.path, options.params)}`, init);
  const text = await response.text();
  const json: unknown = text === '' ? undefined : JSON.parse(text);
  return {
    status: response.status,
    headers: response.headers,
    data: json as RouteResponse<K>,
    error: json as ApiErrorBody,
  };
}

/**
 * Test-only: a request over Node's HTTP client, which (unlike `fetch`) may send any `Host` header.
 * Resolves with the status, headers and body text.
 */
export function rawRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}
