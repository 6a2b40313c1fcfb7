import { EMULATOR_TOKENS, emulatorSolanaCluster } from '@foyer/emulator/chains';
import { useSendSolanaTransaction, useSolanaWallets } from '@foyer/headless';
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  isAddress,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { useCallback, useEffect, useState } from 'react';
import { showUnits as show, toUnits } from './amounts.ts';
import { apiUrl } from './env.ts';
import { AmountField, RecipientField } from './fields.tsx';

const cluster = emulatorSolanaCluster(apiUrl);
const rpc = createSolanaRpc(cluster.rpcUrl);
const USDC = address(EMULATOR_TOKENS.solanaUsdcMint);
const LAMPORTS = 9;

const ataOf = async (owner: Address) =>
  (await findAssociatedTokenPda({ owner, mint: USDC, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];

/** An unsigned transfer from `from` (the fee payer), as wire bytes: the kit fills in the blockhash and signs. */
async function transfer(from: Address, to: Address, token: 'SOL' | 'USDC', amount: string): Promise<Uint8Array> {
  const payer = createNoopSigner(from);
  const instructions =
    token === 'SOL'
      ? [getTransferSolInstruction({ source: payer, destination: to, amount: toUnits(amount, LAMPORTS) })]
      : [
          getCreateAssociatedTokenIdempotentInstruction({ payer, ata: await ataOf(to), owner: to, mint: USDC }),
          getTransferCheckedInstruction({
            source: await ataOf(from),
            mint: USDC,
            destination: await ataOf(to),
            authority: payer,
            amount: toUnits(amount, 6),
            decimals: 6,
          }),
        ];
  const { value: lifetime } = await rpc.getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

/**
 * Sending from the embedded Solana wallet on the emulator's cluster: SOL or its USDC mint, through
 * `useSendSolanaTransaction` and the modal's confirmation. Balances come from the cluster.
 */
export default function SolanaSendPanel() {
  const { wallets } = useSolanaWallets();
  const wallet = wallets[0];
  const { sendTransactionAsync, state } = useSendSolanaTransaction();
  const [balances, setBalances] = useState<{ sol: bigint; usdc: bigint } | null>(null);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('0.01');
  const [token, setToken] = useState<'SOL' | 'USDC'>('SOL');
  const [outcome, setOutcome] = useState<{ signature?: string; error?: string } | null>(null);

  const refresh = useCallback(async () => {
    if (!wallet) return;
    const owner = address(wallet.address);
    const [sol, usdc] = await Promise.all([
      rpc.getBalance(owner).send(),
      rpc
        .getTokenAccountBalance(await ataOf(owner))
        .send()
        .then(({ value }) => BigInt(value.amount))
        .catch(() => 0n),
    ]);
    setBalances({ sol: sol.value, usdc });
  }, [wallet]);
  useEffect(() => {
    void refresh().catch(() => setBalances(null));
  }, [refresh]);

  const send = async () => {
    if (!wallet) return;
    setOutcome(null);
    try {
      const transaction = await transfer(address(wallet.address), address(to), token, amount);
      const receipt = await sendTransactionAsync({ transaction });
      setOutcome({ signature: receipt.signature });
      void refresh();
    } catch (error) {
      setOutcome({ error: (error as { code?: string }).code ?? 'error' });
    }
  };

  return (
    <section className="card" aria-label="Send on Solana">
      <h2>Send on Solana</h2>
      <p className="hint">
        On the emulator's Solana cluster ({cluster.name}). Fund the wallet with{' '}
        <code>POST /__emulator/chains/fund</code> and <code>"chainId": "solana"</code>.
      </p>
      <dl className="addresses">
        <dt>SOL</dt>
        <dd data-testid="sol-balance">{balances ? show(balances.sol, LAMPORTS) : '…'}</dd>
        <dt>USDC</dt>
        <dd data-testid="spl-balance">{balances ? show(balances.usdc, 6) : '…'}</dd>
      </dl>
      <div className="row">
        <RecipientField value={to} onChange={setTo} />
      </div>
      <div className="row">
        <AmountField value={amount} onChange={setAmount} />
        <label>
          Token
          <select value={token} onChange={(event) => setToken(event.target.value as 'SOL' | 'USDC')}>
            <option>SOL</option>
            <option>USDC</option>
          </select>
        </label>
        <button
          type="button"
          className="primary"
          disabled={!wallet || !isAddress(to) || !/^\d+(\.\d+)?$/.test(amount)}
          onClick={() => void send()}
        >
          Send
        </button>
        <button type="button" onClick={() => void refresh()}>
          Refresh balances
        </button>
      </div>
      {state.status === 'submitting' || state.status === 'confirming' ? <p aria-live="polite">Sending…</p> : null}
      {outcome?.signature ? (
        <p role="status">
          Sent: <code data-testid="solana-signature">{outcome.signature}</code>
        </p>
      ) : null}
      {outcome?.error ? (
        <p role="alert" data-testid="solana-send-error">
          {outcome.error}
        </p>
      ) : null}
    </section>
  );
}
