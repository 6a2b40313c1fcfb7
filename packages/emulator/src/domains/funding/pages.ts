import { RELAY_SOLANA_CHAIN_ID, type WireRelayRequests } from '@foyer/headless/contract';
import { EMULATOR_EVM_CHAINS } from '../../chains/public.ts';
import type { EmulatorContext } from '../../kernel/context.ts';
import { escapeHtml } from '../../kernel/html.ts';
import { CONSENT_STYLE, hidden } from '../oauth/index.ts';
import type { FundingCurrency } from './currencies.ts';
import type { PaymentOrder } from './slice.ts';

/** The stand-ins' pages: nothing but their inline style, forms posting to themselves, never framed. */
const SERVICE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

const STYLE = `${CONSENT_STYLE}
dl { margin: 0 0 1rem; } dt { font-size: .85rem; color: #57606a; } dd { margin: 0 0 .5rem; word-break: break-all; }
`;

/** The network a local chain stands for, as the pages name it. */
function networkName(chain: PaymentOrder['chain']): string {
  if (chain === 'solana') return 'Solana localnet';
  const name = EMULATOR_EVM_CHAINS.find((evm) => evm.id === chain)?.name ?? `chain ${chain}`;
  return `${name} (${chain}, as ${chain === 31338 ? 'Base' : 'Ethereum'})`;
}

function page(c: EmulatorContext, title: string, body: string): Response {
  c.header('content-security-policy', SERVICE_PAGE_CSP);
  c.header('cache-control', 'no-store');
  // Not `no-referrer`: a browser then sends `Origin: null` with the page's own form, which the
  // stand-ins' CORS check refuses (their pages would never submit). Other origins still get nothing.
  c.header('referrer-policy', 'same-origin');
  return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} (Foyer emulator)</title><style>${STYLE}</style></head>
<body><main>
${body}
</main></body></html>`);
}

const form = (action: string, outcome: string, body: string) =>
  `<form method="post" action="${escapeHtml(action)}">${hidden('outcome', outcome)}${body}</form>`;

const note = (service: string) =>
  `<p class="note">Foyer emulator: a stand-in for ${escapeHtml(service)}, not the real one. Nothing is charged: a purchase sends the funds from the emulator's funding account on its local chain.</p>`;

/** Moonpay's page for one payment: its order, and Pay, Decline or Leave pending. */
export function cardPage(
  c: EmulatorContext,
  order: PaymentOrder,
  symbol: string,
  usd: { base: number; fees: number },
  action: string,
): Response {
  return page(
    c,
    'MoonPay',
    `<h1>Buy ${escapeHtml(order.amount)} ${escapeHtml(symbol)}</h1>
${note('MoonPay')}
<dl><dt>Price</dt><dd>$${escapeHtml(usd.base.toFixed(2))} + $${escapeHtml(usd.fees.toFixed(2))} fees</dd>
<dt>Network</dt><dd>${escapeHtml(networkName(order.chain))}</dd>
<dt>To</dt><dd>${escapeHtml(order.address)}</dd></dl>
${form(action, 'approve', '<button type="submit" class="primary">Pay</button>')}
${form(action, 'decline', '<button type="submit">Decline</button>')}
${form(action, 'pending', '<button type="submit">Leave pending</button>')}`,
  );
}

/** Coinbase's page for one session: the amount (preset, editable), the network and address, Buy or Cancel. */
export function exchangePage(
  c: EmulatorContext,
  target: { address: string; currency: FundingCurrency; amount: string },
  action: string,
): Response {
  const symbol = escapeHtml(target.currency.symbol);
  return page(
    c,
    'Coinbase',
    `<h1>Buy ${symbol}</h1>
${note('Coinbase')}
<dl><dt>Network</dt><dd>${escapeHtml(networkName(target.currency.chain))}</dd>
<dt>To</dt><dd>${escapeHtml(target.address)}</dd></dl>
${form(
  action,
  'approve',
  `<label for="amount">Amount of ${symbol}</label><input id="amount" name="amount" type="text" inputmode="decimal" required value="${escapeHtml(target.amount)}">
<button type="submit" class="primary">Buy</button>`,
)}
${form(action, 'decline', '<button type="submit">Cancel</button>')}`,
  );
}

/** What a page shows once submitted: how it ended, and that the popup may close. */
export function closePage(c: EmulatorContext, title: string): Response {
  return page(c, title, `<h1>${escapeHtml(title)}</h1>\n<p>You can close this window.</p>`);
}

/** The bridge's page of a request (the kit's 'refund status' link): its status and its transactions. */
export function bridgeRequestPage(
  c: EmulatorContext,
  hash: string,
  request: WireRelayRequests['requests'][number] | undefined,
) {
  if (!request) {
    return page(c, 'Bridge request', `<h1>Bridge request</h1>\n<p>No bridge request for ${escapeHtml(hash)}.</p>`);
  }
  const transactions = (label: string, txs: { hash: string; chainId: number }[]) =>
    txs
      .map(
        (tx) =>
          `<dt>${label} (${escapeHtml(networkName(tx.chainId === RELAY_SOLANA_CHAIN_ID ? 'solana' : tx.chainId))})</dt><dd>${escapeHtml(tx.hash)}</dd>`,
      )
      .join('');
  return page(
    c,
    'Bridge request',
    `<h1>Bridge request: ${escapeHtml(request.status)}</h1>
<dl>${transactions('Deposit', request.data.inTxs)}${transactions(request.status === 'refund' ? 'Refund' : 'Fill', request.data.outTxs)}</dl>`,
  );
}
