/**
 * The export page's script (spec §2 'Export wallet'), served at `/apps/{appId}/embedded-wallets/export`
 * on the wallet iframe's origin inside the kit's modal: takes the access token from the fragment (and
 * drops it from the URL), asks the wallet iframe of the same page for the key over a `BroadcastChannel`,
 * and shows it only inside this page (copy, reveal). It posts nothing to its parent but its height.
 */
import type { ExportQuery } from '@foyer/headless/contract';
import { domainsAdmit } from '../domains/apps/origins.ts';
import { EXPORT_CHANNEL, type ExportedKey, type ExportRequest, type ExportResponse } from './exportKey.ts';

/** How long the page waits for the wallet iframe's answer. */
const ANSWER_TIMEOUT_MS = 15_000;
const COPIED_MS = 2_000;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = text;
  return node;
}

/** The parent's origin when the app allows it (Chromium tells it; elsewhere nothing is posted). */
function parentOrigin(allowed: readonly string[]): string | undefined {
  const origin = window.location.ancestorOrigins?.[0];
  return origin && origin !== 'null' && domainsAdmit(allowed, origin) ? origin : undefined;
}

function requestKey(appId: string, query: URLSearchParams, token: string): Promise<ExportedKey> {
  const channel = new BroadcastChannel(EXPORT_CHANNEL);
  const id = crypto.randomUUID();
  return new Promise<ExportedKey>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Unable to export wallet')), ANSWER_TIMEOUT_MS);
    channel.onmessage = (event: MessageEvent<ExportResponse>) => {
      if (event.data?.type !== 'export:response' || event.data.id !== id) return;
      clearTimeout(timer);
      if ('key' in event.data) resolve(event.data.key);
      else reject(new Error(`Unable to export wallet: ${event.data.error.message}`));
    };
    const field = (name: keyof ExportQuery) => query.get(name) ?? '';
    const request: ExportRequest = {
      type: 'export:request',
      id,
      app_id: appId,
      token,
      entropy_id: field('entropy_id'),
      entropy_id_verifier: field('entropy_id_verifier') as ExportRequest['entropy_id_verifier'],
      hd_wallet_index: field('hd_wallet_index'),
      chain_type: field('chain_type') as ExportRequest['chain_type'],
      ...(query.get('phrase_export') === 'true' ? { phrase_export: 'true' as const } : {}),
    };
    channel.postMessage(request);
  }).finally(() => channel.close());
}

/** A button that copies `text` and reads 'Copied' for 2 s. */
function copyButton(label: string, text: string): HTMLButtonElement {
  const button = element('button', label);
  button.type = 'button';
  button.addEventListener('click', () => {
    void navigator.clipboard.writeText(text).then(() => {
      button.textContent = 'Copied';
      setTimeout(() => {
        button.textContent = label;
      }, COPIED_MS);
    });
  });
  return button;
}

function show(key: ExportedKey, root: HTMLElement): void {
  const row = element('div');
  row.className = 'row';
  row.append(copyButton('Copy private key', key.private_key));
  if (key.mnemonic) row.append(copyButton('Copy seed phrase', key.mnemonic));
  const box = element('textarea');
  box.readOnly = true;
  box.setAttribute('aria-label', 'Private key');
  box.rows = 3;
  box.hidden = true;
  box.value = key.private_key;
  const reveal = element('button', 'Reveal');
  reveal.type = 'button';
  reveal.addEventListener('click', () => {
    box.hidden = !box.hidden;
    reveal.textContent = box.hidden ? 'Reveal' : 'Hide';
  });
  row.append(reveal);
  root.append(row, box);
}

function start(): void {
  const { appId = '', allowedDomains = '[]' } = document.body.dataset;
  const allowed = JSON.parse(allowedDomains) as string[];
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  const root = element('main');
  document.body.append(root);
  const target = parentOrigin(allowed);
  const resize = () => {
    if (target && window.parent !== window) {
      window.parent.postMessage({ event: 'privy:export:resize', height: document.body.scrollHeight }, target);
    }
  };
  new ResizeObserver(resize).observe(document.body);
  const fail = (message: string) => {
    const text = element('p', message);
    text.className = 'error';
    root.replaceChildren(text);
  };
  if (!token) {
    fail('User must be authenticated before exporting their wallet');
    return;
  }
  requestKey(appId, new URLSearchParams(window.location.search), token).then(
    (key) => show(key, root),
    (error: unknown) => fail(error instanceof Error ? error.message : 'Unable to export wallet'),
  );
}

start();
