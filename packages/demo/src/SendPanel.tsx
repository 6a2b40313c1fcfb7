import { EMULATOR_TOKENS, emulatorEvmChains } from '@foyer/emulator/chains';
import { useSendTransaction, useWallets } from '@foyer/headless';
import { useCallback, useEffect, useState } from 'react';
import { showUnits as show, toUnits } from './amounts.ts';
import { apiUrl } from './env.ts';
import { AmountField, RecipientField } from './fields.tsx';

const [chain] = emulatorEvmChains(apiUrl);
const rpcUrl = chain.rpcUrls.default.http[0];

async function rpc(method: string, params: unknown[]): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: string; error?: { message: string } };
  if (body.error || body.result === undefined) throw new Error(body.error?.message ?? 'No answer');
  return body.result;
}

/** `transfer(to, amount)` (0xa9059cbb) or `approve(spender, amount)` (0x095ea7b3) of an ERC-20, as call data. */
const erc20Data = (selector: '0xa9059cbb' | '0x095ea7b3', to: string, amount: bigint) =>
  `${selector}${to.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}` as const;
const UNLIMITED = 2n ** 256n - 1n;

type Action = 'ETH' | 'USDC' | 'Approve USDC (unlimited)';

/**
 * Sending from the embedded Ethereum wallet on the emulator's local chain: ETH or its USDC-like
 * token, or an unlimited USDC allowance to the address in To (the scanner warns of it), through
 * `useSendTransaction` and the modal's confirmation. Balances come from the chain.
 */
export default function SendPanel() {
  const { wallets } = useWallets();
  const wallet = wallets[0];
  const { sendTransactionAsync, state } = useSendTransaction();
  const [balances, setBalances] = useState<{ eth: bigint; usdc: bigint } | null>(null);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('0.01');
  const [token, setToken] = useState<Action>('ETH');
  const [outcome, setOutcome] = useState<{ hash?: string; error?: string } | null>(null);

  const refresh = useCallback(async () => {
    if (!wallet) return;
    const owner = wallet.address.slice(2).toLowerCase().padStart(64, '0');
    const [eth, usdc] = await Promise.all([
      rpc('eth_getBalance', [wallet.address, 'latest']),
      rpc('eth_call', [{ to: EMULATOR_TOKENS.usdc, data: `0x70a08231${owner}` }, 'latest']),
    ]);
    setBalances({ eth: BigInt(eth), usdc: BigInt(usdc) });
  }, [wallet]);
  useEffect(() => {
    void refresh().catch(() => setBalances(null));
  }, [refresh]);

  const send = () => {
    setOutcome(null);
    const transaction =
      token === 'ETH'
        ? { to, value: toUnits(amount, 18) }
        : token === 'USDC'
          ? { to: EMULATOR_TOKENS.usdc, data: erc20Data('0xa9059cbb', to, toUnits(amount, 6)) }
          : { to: EMULATOR_TOKENS.usdc, data: erc20Data('0x095ea7b3', to, UNLIMITED) };
    sendTransactionAsync(transaction).then(
      (receipt) => {
        setOutcome({ hash: receipt.hash });
        void refresh();
      },
      (error: { code?: string }) => setOutcome({ error: error.code ?? 'error' }),
    );
  };

  return (
    <section className="card" aria-label="Send">
      <h2>Send</h2>
      <p className="hint">
        On the emulator's local chain ({chain.name}, id {chain.id}). Fund the wallet with{' '}
        <code>POST /__emulator/chains/fund</code>.
      </p>
      <dl className="addresses">
        <dt>ETH</dt>
        <dd data-testid="eth-balance">{balances ? show(balances.eth, 18) : '…'}</dd>
        <dt>USDC</dt>
        <dd data-testid="usdc-balance">{balances ? show(balances.usdc, 6) : '…'}</dd>
      </dl>
      <div className="row">
        <RecipientField value={to} onChange={setTo} placeholder="0x…" />
      </div>
      <div className="row">
        <AmountField value={amount} onChange={setAmount} />
        <label>
          Token
          <select value={token} onChange={(event) => setToken(event.target.value as Action)}>
            <option>ETH</option>
            <option>USDC</option>
            <option>Approve USDC (unlimited)</option>
          </select>
        </label>
        <button
          type="button"
          className="primary"
          disabled={!wallet || !/^0x[0-9a-fA-F]{40}$/.test(to) || !/^\d+(\.\d+)?$/.test(amount)}
          onClick={send}
        >
          Send
        </button>
        <button type="button" onClick={() => void refresh()}>
          Refresh balances
        </button>
      </div>
      {state.status === 'signing' ? <p aria-live="polite">Sending…</p> : null}
      {outcome?.hash ? (
        <p role="status">
          Sent: <code data-testid="send-hash">{outcome.hash}</code>
        </p>
      ) : null}
      {outcome?.error ? (
        <p role="alert" data-testid="send-error">
          {outcome.error}
        </p>
      ) : null}
    </section>
  );
}
