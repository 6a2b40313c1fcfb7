/**
 * The cross-app transact page's script (reference §5.13), served with the page at `/oauth/transact`
 * on the wallet's origin, in the requesting app's popup. On Approve it signs with the provider app's
 * wallet iframe, embedded in this page (the keys stay in that frame; on this origin's first visit it
 * recovers the wallet automatically), sends a transaction on the local chain and waits for its
 * receipt, then posts the result to its opener at the checked callback origin only; on Reject, or
 * a refusal the server made, it posts the error. The provider access token is read from the URL
 * and dropped from it.
 */
import type {
  CrossAppActionMessage,
  CrossAppRpcRequest,
  IframeResponse,
  WalletErrorType,
} from '@foyer/headless/contract';
import type { TransactWallet } from '../domains/oauth/transactPage.ts';

/** How long the page waits for the wallet iframe to load, for one of its answers, for a receipt. */
const READY_TIMEOUT_MS = 15_000;
const ANSWER_TIMEOUT_MS = 30_000;
const RECEIPT_TIMEOUT_MS = 30_000;
const POLL_MS = 150;

class WalletFailure extends Error {
  constructor(
    readonly type: WalletErrorType | string,
    message: string,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The provider app's wallet iframe in this page, spoken to with the wallet protocol (reference §6). */
function walletFrame(appId: string) {
  const frame = document.createElement('iframe');
  frame.title = 'Wallet';
  frame.src = `/apps/${encodeURIComponent(appId)}/embedded-wallets?caid=cross-app-transact&client_id=`;
  document.body.append(frame);
  const pending = new Map<string, (reply: IframeResponse) => void>();
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.origin !== window.location.origin) return;
    const reply = event.data as IframeResponse;
    pending.get(reply?.id)?.(reply);
    pending.delete(reply?.id);
  });
  let counter = 0;
  function post(event: string, data: Record<string, unknown>, timeoutMs: number): Promise<IframeResponse | null> {
    const id = `transact-${++counter}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => pending.delete(id) && resolve(null), timeoutMs);
      pending.set(id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      frame.contentWindow?.postMessage({ id, event, data }, window.location.origin);
    });
  }
  let ready: Promise<void> | undefined;
  const whenReady = () => {
    ready ??= (async () => {
      const until = Date.now() + READY_TIMEOUT_MS;
      while (Date.now() < until) if (await post('privy:iframe:ready', {}, POLL_MS)) return;
      throw new WalletFailure('error', 'Cannot connect to wallet proxy');
    })();
    return ready;
  };
  return async function request(event: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
    await whenReady();
    const reply = await post(event, data, ANSWER_TIMEOUT_MS);
    if (!reply) throw new WalletFailure('error', 'Request timeout');
    if ('error' in reply && reply.error) throw new WalletFailure(reply.error.type, reply.error.message);
    return (reply as { data: Record<string, unknown> }).data;
  };
}

/** One JSON-RPC call to the emulator's local chain `chainId`. */
async function chainRpc(chainId: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(`/rpc/evm/${chainId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new WalletFailure('error', body.error.message);
  return body.result;
}

const hex = (value: bigint) => `0x${value.toString(16)}`;

/** A JSON-RPC quantity (0x hex) from a hex or decimal string or a number; undefined stays undefined. */
function quantity(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  try {
    return hex(BigInt(value as string | number));
  } catch {
    throw new WalletFailure('invalid_request_arguments', 'Invalid transaction request');
  }
}

/** The transaction filled from the chain (nonce, gas, fees), signed in the iframe, sent, and its receipt awaited: its hash. */
async function sendTransaction(
  sign: (request: { method: string; params: unknown[] }) => Promise<unknown>,
  tx: Record<string, unknown>,
) {
  const chainId = quantity(tx.chainId);
  if (chainId === undefined) throw new WalletFailure('invalid_request_arguments', 'Invalid transaction request');
  const id = BigInt(chainId).toString();
  const call = { from: tx.from, to: tx.to, value: quantity(tx.value) ?? '0x0', data: tx.data ?? '0x' };
  const gasPrice = BigInt((await chainRpc(id, 'eth_gasPrice', [])) as string);
  const maxFee = BigInt(quantity(tx.maxFeePerGas) ?? hex(gasPrice * 2n));
  const filled = {
    ...call,
    chainId,
    type: '0x2',
    nonce: quantity(tx.nonce) ?? (await chainRpc(id, 'eth_getTransactionCount', [tx.from, 'pending'])),
    gas: quantity(tx.gas ?? tx.gasLimit) ?? (await chainRpc(id, 'eth_estimateGas', [call])),
    maxFeePerGas: hex(maxFee),
    maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas) ?? hex(gasPrice < maxFee ? gasPrice : maxFee),
  };
  const raw = await sign({ method: 'eth_signTransaction', params: [filled] });
  const hash = (await chainRpc(id, 'eth_sendRawTransaction', [raw])) as string;
  const until = Date.now() + RECEIPT_TIMEOUT_MS;
  while (Date.now() < until) {
    const receipt = (await chainRpc(id, 'eth_getTransactionReceipt', [hash])) as { status?: string } | null;
    if (receipt) {
      if (receipt.status !== '0x1') throw new WalletFailure('error', 'Transaction failed');
      return hash;
    }
    await sleep(POLL_MS);
  }
  throw new WalletFailure('error', 'Request timeout');
}

/** Signs (or sends) the request with the wallet: connected first, recovered automatically on this origin's first use. */
async function perform(appId: string, token: string, wallet: TransactWallet, request: CrossAppRpcRequest) {
  const send = walletFrame(appId);
  const ref = { accessToken: token, entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
  try {
    await send('privy:wallets:connect', ref);
  } catch (error) {
    if (!(error instanceof WalletFailure) || error.type !== 'wallet_not_on_device') throw error;
    await send('privy:wallets:recover', ref);
  }
  const sign = async (rpc: { method: string; params: unknown[] }) => {
    const data = await send('privy:wallets:rpc', {
      ...ref,
      chainType: 'ethereum',
      hdWalletIndex: wallet.hdWalletIndex,
      request: rpc,
    });
    return (data.response as { data: unknown }).data;
  };
  if (request.method === 'eth_sendTransaction') {
    return sendTransaction(sign, (request.params[0] ?? {}) as Record<string, unknown>);
  }
  return (await sign(request)) as string;
}

function start(): void {
  const { providerAppId = '', callbackOrigin = '', request = '{}', wallet, error } = document.body.dataset;
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  window.history.replaceState(null, '', window.location.pathname);
  const status = document.getElementById('status');
  const answer = (message: CrossAppActionMessage) => {
    window.opener?.postMessage(message, callbackOrigin);
    window.close();
  };
  if (error !== undefined || wallet === undefined) {
    answer({ type: 'PRIVY_CROSS_APP_ACTION_ERROR', error: error ?? 'Invalid request' });
    return;
  }
  const buttons = [...document.querySelectorAll('button')];
  for (const button of buttons) button.disabled = false;
  document.getElementById('reject')?.addEventListener('click', () => {
    answer({ type: 'PRIVY_CROSS_APP_ACTION_ERROR', error: 'User rejected request' });
  });
  document.getElementById('approve')?.addEventListener('click', () => {
    for (const button of buttons) button.disabled = true;
    if (status) status.textContent = 'Signing…';
    perform(providerAppId, token, JSON.parse(wallet) as TransactWallet, JSON.parse(request) as CrossAppRpcRequest).then(
      (result) => answer({ type: 'PRIVY_CROSS_APP_ACTION_RESPONSE', result }),
      (failure: unknown) =>
        answer({
          type: 'PRIVY_CROSS_APP_ACTION_ERROR',
          error: failure instanceof Error ? failure.message : 'Something went wrong',
        }),
    );
  });
}

start();
