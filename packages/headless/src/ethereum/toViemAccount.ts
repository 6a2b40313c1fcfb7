import { type Hex, type LocalAccount, parseSignature, type TypedDataDefinition } from 'viem';
import { toAccount } from 'viem/accounts';
import type { EthereumRpcRequest } from '../core/wallets/protocol.ts';
import type { EmbeddedEthereumWallet, EmbeddedWalletSigner } from '../wallets/types.ts';
import { toProviderRpcError } from './errors.ts';
import { personalSignRequest, signTransactionRequest, signTypedDataRequest } from './requests.ts';

export interface ToViemAccountParameters {
  wallet: EmbeddedEthereumWallet;
  signer: EmbeddedWalletSigner;
}

/**
 * The embedded Ethereum wallet as a viem `LocalAccount`: every signature is made by the wallet
 * iframe (the key never reaches this page), after the user's confirmation when wallet UIs are on.
 * Failures are EIP-1193 `ProviderRpcError`s, as from the provider: 4001 when the user rejects (the
 * kit's code in `data.code`). Use it with any viem client:
 *
 * ```ts
 * const account = toViemAccount({ wallet, signer });
 * const client = createWalletClient({ account, chain: sepolia, transport: http() });
 * await client.signMessage({ message: 'hello' });
 * ```
 *
 * `signTransaction` sends `eth_signTransaction`: the iframe serialises, so a custom `serializer`
 * option is not supported. `signAuthorization` (EIP-7702) sends `eth_sign7702Authorization` (the
 * confirmation shows it as an authorization) and resolves viem's `SignedAuthorization`; viem's
 * `signAuthorization` action fills in its chain id and nonce.
 */
export function toViemAccount({ wallet, signer }: ToViemAccountParameters): LocalAccount<'foyer'> {
  const address = wallet.address as Hex;
  const rpc = (request: EthereumRpcRequest) =>
    signer.ethereumRpc(wallet, request).catch((error: unknown) => Promise.reject(toProviderRpcError(error)));
  const account = toAccount({
    address,
    sign: ({ hash }) => rpc({ method: 'secp256k1_sign', params: [hash] }),
    signMessage: ({ message }) => rpc(personalSignRequest(message, address)),
    signTypedData: (typedData) => rpc(signTypedDataRequest(typedData as TypedDataDefinition, address)),
    signTransaction: (transaction, options) => {
      if (options?.serializer) throw new Error('toViemAccount: a custom transaction serializer is not supported');
      return rpc(signTransactionRequest(transaction, address));
    },
    signAuthorization: async (authorization) => {
      const contract = authorization.contractAddress ?? authorization.address;
      const { chainId, nonce } = authorization;
      const signature = await rpc({ method: 'eth_sign7702Authorization', params: [{ contract, chainId, nonce }] });
      return { address: contract, chainId, nonce, ...parseSignature(signature) };
    },
  });
  return { ...account, source: 'foyer' };
}
