import type { CrossAppRpcRequest } from '@foyer/headless/contract';
import { hexToString, isHex } from 'viem';
import type { StoredAppConfig } from '../../kernel/app.ts';
import { escapeHtml } from '../../kernel/html.ts';
import { CROSS_APP_TRANSACT_SCRIPT_PATH } from '../wallets/index.ts';
import { CONSENT_STYLE } from './consentPage.ts';

/** An Ethereum embedded wallet as the wallet iframe names it (its entropy, its index). */
export interface TransactWallet {
  address: string;
  entropyId: string;
  entropyIdVerifier: 'ethereum-address-verifier';
  hdWalletIndex: number;
}

/** What the page shows and its script needs: a request to approve (`wallet`), or an error to answer (`error`). */
export type TransactPage = {
  provider: StoredAppConfig;
  requester: StoredAppConfig;
  callbackOrigin: string;
  request: CrossAppRpcRequest;
} & ({ wallet: TransactWallet; error?: undefined } | { error: string; wallet?: undefined });

/**
 * The page's policy: its own script and inline style, the wallet iframe of its own origin and the
 * local chains' JSON-RPC there; no forms, never framed.
 */
export function transactPageCsp(): string {
  return "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
}

const ACTIONS: Record<CrossAppRpcRequest['method'], string> = {
  personal_sign: 'sign a message',
  eth_signTypedData_v4: 'sign typed data',
  eth_sendTransaction: 'send a transaction',
};

/** A message's text (a 0x message is its bytes: shown as UTF-8 when it reads as text). */
function messageText(message: unknown): string {
  if (typeof message !== 'string') return String(message);
  if (!isHex(message)) return message;
  const text = hexToString(message);
  return /^[\P{C}\n\r\t]*$/u.test(text) ? text : message;
}

/** What the user reads before approving: the message, the typed data, or the transaction's fields. */
function summary(request: CrossAppRpcRequest): string {
  const [first, second] = request.params;
  if (request.method === 'personal_sign') return messageText(first);
  if (request.method === 'eth_signTypedData_v4') {
    return typeof second === 'string' ? second : JSON.stringify(second, null, 2);
  }
  const tx = (first ?? {}) as Record<string, unknown>;
  const quantity = (value: unknown) => (typeof value === 'string' && isHex(value) ? BigInt(value).toString() : value);
  return [
    ['To', tx.to],
    ['Value (wei)', quantity(tx.value ?? '0x0')],
    ['Chain', quantity(tx.chainId)],
    ['Data', tx.data ?? '0x'],
  ]
    .map(([label, value]) => `${label}: ${String(value)}`)
    .join('\n');
}

const STYLE = `${CONSENT_STYLE}
pre { white-space: pre-wrap; word-break: break-all; background: #f6f8fa; border-radius: 8px; padding: .6rem; max-height: 240px; overflow: auto; }
.error { color: #cf222e; }
iframe { display: none; }`;

/**
 * The provider app's transact page: who asks for what, with which wallet, and Approve / Reject; or
 * the refusal it answers at once. Every value is escaped; the script reads its inputs from `data-*`
 * and enables the buttons once it listens to them.
 */
export function renderTransactPage(page: TransactPage): string {
  const name = escapeHtml(page.provider.name);
  const data = [
    ['provider-app-id', page.provider.id],
    ['callback-origin', page.callbackOrigin],
    ['request', JSON.stringify(page.request)],
    ...(page.wallet ? [['wallet', JSON.stringify(page.wallet)]] : [['error', page.error]]),
  ]
    .map(([key, value]) => ` data-${key}="${escapeHtml(value)}"`)
    .join('');
  const body = page.wallet
    ? `<p class="note">Foyer emulator: ${escapeHtml(page.requester.name)} (${escapeHtml(page.callbackOrigin)}) asks your ${name} wallet ${escapeHtml(page.wallet.address)} to ${ACTIONS[page.request.method]}.</p>
<pre aria-label="Request">${escapeHtml(summary(page.request))}</pre>
<button type="button" id="approve" class="primary" disabled>Approve</button>
<button type="button" id="reject" disabled>Reject</button>`
    : `<p class="error" role="alert">${escapeHtml(page.error)}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}: confirm (Foyer emulator)</title><style>${STYLE}</style></head>
<body${data}><main>
<h1>${name}</h1>
${body}
<p role="status" id="status"></p>
</main><script src="${CROSS_APP_TRANSACT_SCRIPT_PATH}" defer></script></body></html>`;
}
