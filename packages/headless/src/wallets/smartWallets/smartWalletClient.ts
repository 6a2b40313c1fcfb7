import {
  createPublicClient,
  defineChain,
  type Hex,
  http,
  type SignableMessage,
  serializeErc6492Signature,
  type TypedDataDefinition,
} from 'viem';
import {
  type BundlerClient,
  createBundlerClient,
  createPaymasterClient,
  type SmartAccount,
} from 'viem/account-abstraction';
import * as siwe from '../../core/api/routes/siwe.ts';
import type { WireSmartWalletNetwork } from '../../core/api/routes/smartWallets.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { userAtom } from '../../core/store/atoms.ts';
import { toUser } from '../../core/user.ts';
import { signTypedDataRequest } from '../../ethereum/requests.ts';
import { toViemAccount } from '../../ethereum/toViemAccount.ts';
import { buildSiweMessage } from '../../flows/siwe/siweMessage.ts';
import { getWalletService } from '../embedded/getWalletService.ts';
import { embeddedWalletSigner } from '../embedded/signer.ts';
import { describeEthereumRpc } from '../embedded/signingRequests.ts';
import type { SendTransactionUiOptions } from '../sendTypes.ts';
import type { EmbeddedEthereumWallet } from '../types.ts';
import { toLightAccount } from './lightAccount.ts';
import { signLightAccountMessage, signLightAccountTypedData } from './lightAccountSignatures.ts';
import { type SmartWalletCall, sendUserOperation } from './sendUserOperation.ts';

/** A transaction from the smart account: one call, or several in one user operation. */
export type SmartWalletTransaction = SmartWalletCall | { calls: readonly SmartWalletCall[] };

export interface SmartWalletSendOptions {
  uiOptions?: SendTransactionUiOptions;
  /** As for every send: per call, then the app's `showWalletUIs`. */
  showWalletUIs?: boolean;
}

/** The smart account on one chain (reference §3.13 `SmartWalletClient`). */
export interface SmartWalletClient {
  readonly address: Hex;
  readonly chain: { id: number; name: string | null };
  /** The viem smart account (a Light Account v2), owned by the embedded wallet. */
  readonly account: SmartAccount;
  /** Sends a user operation through the bundler after the send's confirmation; the mined transaction's hash. */
  sendTransaction(transaction: SmartWalletTransaction, options?: SmartWalletSendOptions): Promise<Hex>;
  /** An ERC-1271 signature by the smart account (ERC-6492 while it is not deployed). */
  signMessage(input: { message: SignableMessage }): Promise<Hex>;
  signTypedData(typedData: TypedDataDefinition): Promise<Hex>;
}

const chainIdOf = (network: WireSmartWalletNetwork) => Number(network.chain_id.slice('eip155:'.length));

/** Wraps `signature` in ERC-6492 while the account has no code (its factory deploys it). */
async function deployable(account: SmartAccount, signature: Hex): Promise<Hex> {
  if (await account.isDeployed()) return signature;
  const { factory, factoryData } = await account.getFactoryArgs();
  if (!factory || !factoryData) return signature;
  return serializeErc6492Signature({ address: factory, data: factoryData, signature });
}

/**
 * The smart account of `owner` on `network`'s chain: a Light Account v2 (EntryPoint v0.7) whose owner
 * is the embedded wallet as a viem account (every owner signature through the confirmation policy),
 * its user operations sent to the network's bundler, sponsored by its paymaster when it has one.
 */
export async function createSmartWalletClient(
  core: FoyerCore,
  owner: EmbeddedEthereumWallet,
  network: WireSmartWalletNetwork,
  chainName: string | null,
  nativeCurrency: { symbol: string; decimals: number },
  /** What the paymaster is given (ERC-7677 `context`); default the network's `paymaster_context`. */
  paymasterContext: Record<string, unknown> | undefined = network.paymaster_context,
): Promise<SmartWalletClient> {
  const id = chainIdOf(network);
  const rpcUrl = network.rpc_url ?? network.bundler_url;
  const viemChain = defineChain({
    id,
    name: chainName ?? `Chain ${id}`,
    nativeCurrency: { name: nativeCurrency.symbol, ...nativeCurrency },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const publicClient = createPublicClient({ chain: viemChain, transport: http(rpcUrl), pollingInterval: 250 });
  const ownerAccount = toViemAccount({ wallet: owner, signer: embeddedWalletSigner(core) });
  const account = await toLightAccount({ client: publicClient, owner: ownerAccount });
  const bundler: BundlerClient = createBundlerClient({
    account,
    chain: viemChain,
    client: publicClient,
    transport: http(network.bundler_url),
    pollingInterval: 250,
    ...(network.paymaster_url
      ? {
          paymaster: createPaymasterClient({ transport: http(network.paymaster_url) }),
          ...(paymasterContext ? { paymasterContext } : {}),
        }
      : {}),
  });
  const signTypedData = (typedData: TypedDataDefinition) => ownerAccount.signTypedData(typedData);
  const chain = { id, name: chainName, nativeCurrency, rpcUrl };
  return {
    address: account.address,
    chain: { id, name: chainName },
    account,
    async sendTransaction(transaction, options = {}) {
      const calls = 'calls' in transaction ? transaction.calls : [transaction];
      const controller = new AbortController();
      const receipt = await sendUserOperation(
        core,
        { owner, account, bundler, chain, calls, options },
        controller.signal,
      );
      if (receipt.status !== 'success') {
        throw new FoyerError(ErrorCode.TRANSACTION_FAILURE, `The user operation ${receipt.userOperationHash} reverted`);
      }
      return receipt.hash;
    },
    signMessage: async ({ message }) =>
      deployable(account, await signLightAccountMessage(signTypedData, account.address, id, message)),
    signTypedData: async (typedData) =>
      deployable(account, await signLightAccountTypedData(signTypedData, account.address, id, typedData)),
  };
}

/**
 * Links the smart account to the user unless it is linked (reference §5.8
 * `siwe/link_smart_wallet`): a SIWE message for this page, signed by the smart account. The owner
 * signs it as every signature is signed (the wallet service, the one policy), told not to show it
 * (`showWalletUIs: false`): it moves nothing and names the user's own account, and a screen for it
 * before the user asked for anything would be unexplained.
 */
export async function linkSmartWallet(
  core: FoyerCore,
  owner: EmbeddedEthereumWallet,
  client: SmartWalletClient,
  signal: AbortSignal,
): Promise<void> {
  const user = core.store.get(userAtom);
  const linked = user?.linkedAccounts.some(
    (entry) => entry.type === 'smart_wallet' && entry.address.toLowerCase() === client.address.toLowerCase(),
  );
  if (linked) return;
  const page = globalThis.location;
  if (!page?.host) throw new FoyerError(ErrorCode.INVALID_CONFIG, 'Linking a smart wallet needs a page (location)');
  const { nonce } = await core.api.call(siwe.init, { body: { address: client.address }, signal });
  const message = buildSiweMessage({
    address: client.address,
    chainId: client.chain.id,
    nonce,
    issuedAt: new Date(),
    domain: page.host,
    uri: page.origin,
  });
  const service = await getWalletService(core);
  const signTypedData = (typedData: TypedDataDefinition) => {
    const call = signTypedDataRequest(typedData, owner.address);
    return service.signEthereum(
      owner,
      call,
      describeEthereumRpc(call, undefined, []),
      { showWalletUIs: false },
      signal,
    );
  };
  const signature = await deployable(
    client.account,
    await signLightAccountMessage(signTypedData, client.address, client.chain.id, message),
  );
  const wire = await core.api.call(siwe.linkSmartWallet, {
    body: { message, signature, smart_wallet_type: 'light_account' },
    signal,
  });
  core.session.setUser(toUser(wire));
}
