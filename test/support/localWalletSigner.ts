/**
 * An `EmbeddedWalletSigner` backed by real local keys (a viem account, an ed25519 key), answering
 * the iframe's RPC requests the way the wallet iframe does: for adapter tests, whose signatures
 * then verify with viem and ed25519 like the real ones.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { type Hex, isHex, serializeSignature, type TypedDataDefinition } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { ErrorCode } from '../../packages/headless/src/core/errors/codes.ts';
import { FoyerError } from '../../packages/headless/src/core/errors/FoyerError.ts';
import type { EthereumRpcRequest } from '../../packages/headless/src/core/wallets/protocol.ts';
import { signTransactionBytes } from '../../packages/headless/src/solana/transaction.ts';
import type {
  EmbeddedEthereumWallet,
  EmbeddedSolanaWallet,
  EmbeddedWallet,
  EmbeddedWalletSigner,
  WalletAddress,
} from '../../packages/headless/src/wallets/types.ts';

export function embeddedWallet<Chain extends 'ethereum' | 'solana'>(
  chainType: Chain,
  address: WalletAddress<Chain>,
  walletIndex = 0,
): EmbeddedWallet<Chain> {
  return {
    address,
    chainType,
    walletClientType: 'privy',
    connectorType: 'embedded',
    walletIndex,
    imported: false,
    delegated: false,
    recoveryMethod: 'privy',
    entropyId: address,
    entropyIdVerifier: chainType === 'ethereum' ? 'ethereum-address-verifier' : 'solana-address-verifier',
    hdWalletIndex: walletIndex,
    id: null,
  };
}

/** Answers one of the iframe's Ethereum RPC requests with `account`, the way the wallet iframe does. */
export async function signEthereumRpc(
  account: Pick<PrivateKeyAccount, 'sign' | 'signMessage' | 'signTypedData' | 'signTransaction'> & {
    signAuthorization?: PrivateKeyAccount['signAuthorization'] | undefined;
  },
  request: EthereumRpcRequest,
): Promise<Hex> {
  switch (request.method) {
    case 'personal_sign': {
      const [message] = request.params;
      return account.signMessage({ message: isHex(message) ? { raw: message } : message });
    }
    case 'eth_signTypedData_v4': {
      const [, data] = request.params;
      const typedData = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition;
      const { EIP712Domain: _, ...types } = typedData.types as Record<string, unknown>;
      return account.signTypedData({ ...typedData, types } as TypedDataDefinition);
    }
    case 'secp256k1_sign':
      return account.sign({ hash: request.params[0] });
    case 'eth_signTransaction': {
      const tx = request.params[0] as Record<string, string | undefined>;
      const big = (v: string | undefined) => (v === undefined ? undefined : BigInt(v));
      return account.signTransaction({
        chainId: Number(tx.chainId),
        to: tx.to as Hex,
        value: big(tx.value),
        nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
        gas: big(tx.gas),
        maxFeePerGas: big(tx.maxFeePerGas),
        maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
        data: tx.data as Hex | undefined,
      } as Parameters<PrivateKeyAccount['signTransaction']>[0]);
    }
    case 'eth_sign7702Authorization': {
      const [{ contract, chainId, nonce }] = request.params;
      if (!account.signAuthorization) throw new Error('This account signs no EIP-7702 authorizations');
      const signed = await account.signAuthorization({ address: contract, chainId, nonce });
      return serializeSignature({ r: signed.r, s: signed.s, yParity: signed.yParity ?? 0 });
    }
  }
}

export interface LocalWalletSigner extends EmbeddedWalletSigner {
  ethereum: { account: PrivateKeyAccount; wallet: EmbeddedEthereumWallet };
  solana: { secretKey: Uint8Array; publicKey: Uint8Array; wallet: EmbeddedSolanaWallet };
  /** Every request the signer received, in order. */
  calls: { wallet: EmbeddedWallet; method: string; params: unknown }[];
  /** While true, every request rejects as if the user closed the signing screen. */
  rejecting: boolean;
}

export function createLocalWalletSigner(): LocalWalletSigner {
  const account = privateKeyToAccount(generatePrivateKey());
  const secretKey = ed25519.utils.randomPrivateKey();
  const publicKey = ed25519.getPublicKey(secretKey);
  const rejected = () => new FoyerError(ErrorCode.USER_REJECTED_REQUEST, 'The user rejected the request');
  const signer: LocalWalletSigner = {
    ethereum: { account, wallet: embeddedWallet('ethereum', account.address) },
    solana: { secretKey, publicKey, wallet: embeddedWallet('solana', base58.encode(publicKey)) },
    calls: [],
    rejecting: false,
    async sendTransaction() {
      throw new Error('The local signer does not send: send against the emulator with the real kit');
    },
    async ethereumRpc(wallet, request): Promise<Hex> {
      signer.calls.push({ wallet, method: request.method, params: request.params });
      if (signer.rejecting) throw rejected();
      if (wallet.address !== account.address) throw new Error(`unknown wallet ${wallet.address}`);
      return signEthereumRpc(account, request);
    },
    async solanaSignMessage(wallet, message) {
      signer.calls.push({ wallet, method: 'signMessage', params: message });
      if (signer.rejecting) throw rejected();
      if (wallet.address !== signer.solana.wallet.address) throw new Error(`unknown wallet ${wallet.address}`);
      return ed25519.sign(message, secretKey);
    },
    async solanaSignTransaction(wallet, transaction) {
      signer.calls.push({ wallet, method: 'signTransaction', params: transaction });
      if (signer.rejecting) throw rejected();
      if (wallet.address !== signer.solana.wallet.address) throw new Error(`unknown wallet ${wallet.address}`);
      return signTransactionBytes(transaction, publicKey, async (message) => ed25519.sign(message, secretKey));
    },
    async solanaSignAndSendTransaction(wallet, transaction) {
      // A local key has no cluster to send to: send flows are tested against the emulator's cluster.
      signer.calls.push({ wallet, method: 'signAndSendTransaction', params: transaction });
      throw new FoyerError(ErrorCode.NOT_SUPPORTED, 'The local signer sends nothing');
    },
  };
  return signer;
}
