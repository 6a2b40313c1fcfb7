import {
  useEmbeddedWalletSigner,
  useSignMessage,
  useSignTypedData,
  useSolanaSignMessage,
  useSolanaWallets,
  useWallets,
} from '@foyer/headless';
import { FOYER_EMBEDDED_FEATURE, useRegisterEmbeddedSolanaWallet } from '@foyer/headless/solana';
import { createEip1193Provider, toViemAccount } from '@foyer/headless/viem';
import { embeddedWallet, useFoyerWagmi } from '@foyer/headless/wagmi';
import type { SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features';
import { getWallets } from '@wallet-standard/app';
import type { StandardConnectFeature } from '@wallet-standard/features';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { type Hex, stringToHex, toHex } from 'viem';
import { signTransaction as viemSignTransaction } from 'viem/actions';
import { mainnet } from 'viem/chains';
import { createConfig, http } from 'wagmi';
import { getConnectorClient, signMessage, signTypedData } from 'wagmi/actions';
import { demoTypedData } from '../typedData.ts';
import { signingInputs } from './signingInputs.ts';
import { solanaTransfer } from './solanaTransfer.ts';

const wagmiConfig = createConfig({
  chains: [mainnet],
  connectors: [embeddedWallet()],
  transports: { [mainnet.id]: http() },
  storage: null,
});

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const { transaction } = signingInputs;
const rpcTransaction = {
  to: transaction.to,
  value: toHex(transaction.value),
  nonce: toHex(transaction.nonce),
  gas: toHex(transaction.gas),
  maxFeePerGas: toHex(transaction.maxFeePerGas),
  maxPriorityFeePerGas: toHex(transaction.maxPriorityFeePerGas),
  type: '0x2',
};

type Features = StandardConnectFeature & SolanaSignMessageFeature & SolanaSignTransactionFeature;

/** The embedded Solana wallet as an app finds it: among the page's Wallet Standard wallets. */
async function standardWallet() {
  const wallet = getWallets()
    .get()
    .find((candidate) => FOYER_EMBEDDED_FEATURE in candidate.features);
  if (!wallet) throw new Error('The embedded Solana wallet is not registered yet');
  const features = wallet.features as unknown as Features;
  const [account] = (await features['standard:connect'].connect()).accounts;
  if (!account) throw new Error('The embedded Solana wallet has no account');
  return { features, account };
}

/**
 * Every signing path of the embedded wallets through every interface: the hooks, the EIP-1193
 * provider, the viem account, the wagmi connector and the Wallet Standard wallet, each button one
 * path. The result (or the error's code) shows below, for the e2e test of the confirmation policy.
 */
export default function SigningPaths() {
  const { signer, wallets } = useEmbeddedWalletSigner('ethereum');
  useFoyerWagmi(wagmiConfig);
  useRegisterEmbeddedSolanaWallet();
  const { wallets: ethereumWallets } = useWallets();
  const { wallets: solanaWallets } = useSolanaWallets();
  const { signMessageAsync: hookSignMessage } = useSignMessage();
  const { signTypedDataAsync: hookSignTypedData } = useSignTypedData();
  const { signMessageAsync: hookSignSolanaMessage } = useSolanaSignMessage();
  const [result, setResult] = useState<{ path: string; outcome: 'signed' | 'failed'; value: string } | null>(null);
  const ethereum = ethereumWallets[0];
  const solana = solanaWallets[0];
  const wagmiStatus = useSyncExternalStore(
    (listener) => wagmiConfig.subscribe((state) => state.status, listener),
    () => wagmiConfig.state.status,
  );
  const wagmi = wagmiStatus === 'connected';

  const provider = useMemo(
    () => (signer ? createEip1193Provider({ wallets, signer, chains: [mainnet] }) : null),
    [signer, wallets],
  );
  const account = useMemo(
    () => (signer && ethereum ? toViemAccount({ wallet: ethereum, signer }) : null),
    [signer, ethereum],
  );

  const paths: Record<string, (() => Promise<string>) | null> = {
    'hooks/message': async () => (await hookSignMessage({ message: signingInputs.message })).signature,
    'hooks/typed-data': async () => (await hookSignTypedData(demoTypedData)).signature,
    'hooks/solana-message': async () =>
      toBase64(
        (await hookSignSolanaMessage({ message: new TextEncoder().encode(signingInputs.solanaMessage) })).signature,
      ),
    'eip1193/message': provider
      ? async () =>
          (await provider.request({
            method: 'personal_sign',
            params: [stringToHex(signingInputs.message), ethereum?.address],
          })) as string
      : null,
    'eip1193/typed-data': provider
      ? async () =>
          (await provider.request({
            method: 'eth_signTypedData_v4',
            params: [ethereum?.address, JSON.stringify(demoTypedData)],
          })) as string
      : null,
    'eip1193/transaction': provider
      ? async () =>
          (await provider.request({
            method: 'eth_signTransaction',
            params: [{ ...rpcTransaction, from: ethereum?.address }],
          })) as string
      : null,
    'eip1193/raw-hash': provider
      ? async () => (await provider.request({ method: 'secp256k1_sign', params: [signingInputs.hash] })) as string
      : null,
    'viem/message': account ? () => account.signMessage({ message: signingInputs.message }) : null,
    'viem/typed-data': account ? () => account.signTypedData(demoTypedData) : null,
    'viem/transaction': account ? () => account.signTransaction(transaction) : null,
    'viem/raw-hash': account?.sign
      ? () => (account.sign as (p: { hash: Hex }) => Promise<Hex>)({ hash: signingInputs.hash })
      : null,
    'wagmi/message': wagmi ? () => signMessage(wagmiConfig, { message: signingInputs.message }) : null,
    'wagmi/typed-data': wagmi ? () => signTypedData(wagmiConfig, demoTypedData) : null,
    'wagmi/transaction': !wagmi
      ? null
      : async () => {
          const { chainId: _, ...rest } = transaction;
          return viemSignTransaction(await getConnectorClient(wagmiConfig), { ...rest, chain: mainnet });
        },
    'wagmi/raw-hash': !wagmi
      ? null
      : async () => {
          const client = await getConnectorClient(wagmiConfig);
          return (await client.request({ method: 'secp256k1_sign', params: [signingInputs.hash] } as never)) as string;
        },
    'wallet-standard/solana-message': async () => {
      const { features, account: solanaAccount } = await standardWallet();
      const [output] = await features['solana:signMessage'].signMessage({
        account: solanaAccount,
        message: new TextEncoder().encode(signingInputs.solanaMessage),
      });
      return toBase64(output?.signature ?? new Uint8Array());
    },
    'wallet-standard/solana-transaction': async () => {
      const { features, account: solanaAccount } = await standardWallet();
      const [output] = await features['solana:signTransaction'].signTransaction({
        account: solanaAccount,
        transaction: solanaTransfer(
          Uint8Array.from(solanaAccount.publicKey),
          signingInputs.solanaDestination,
          signingInputs.lamports,
          0,
        ),
      });
      return toBase64(output?.signedTransaction ?? new Uint8Array());
    },
  };

  const run = (path: string, sign: () => Promise<string>) => {
    setResult(null);
    sign().then(
      (value) => setResult({ path, outcome: 'signed', value }),
      (error: { code?: string | number; cause?: { code?: string | number } }) =>
        setResult({ path, outcome: 'failed', value: String(error.code ?? error.cause?.code ?? 'error') }),
    );
  };

  return (
    <section className="card" aria-label="Signing paths">
      <dl>
        <dt>Ethereum</dt>
        <dd data-testid="ethereum-address">{ethereum?.address ?? '…'}</dd>
        <dt>Solana</dt>
        <dd data-testid="solana-address">{solana?.address ?? '…'}</dd>
      </dl>
      <div className="row">
        {Object.entries(paths).map(([path, sign]) => (
          <button
            key={path}
            type="button"
            disabled={!sign || !ethereum || !solana}
            onClick={() => sign && run(path, sign)}
          >
            {path}
          </button>
        ))}
      </div>
      {result && (
        <output data-testid="signing-result" data-path={result.path} data-outcome={result.outcome}>
          {result.value}
        </output>
      )}
    </section>
  );
}
