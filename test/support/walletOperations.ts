/**
 * The wallet operations on a real core, with a wallet iframe double: real keys (a BIP-39 entropy,
 * secp256k1 accounts through viem, an ed25519 key for Solana) and the provider's user record beside
 * it. For the operations' tests and the confirmation flows of every interface.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import {
  english,
  generateMnemonic,
  mnemonicToAccount,
  type PrivateKeyAccount,
  privateKeyToAccount,
} from 'viem/accounts';
import type { CreateOnLogin, WireLinkedAccount } from '../../packages/headless/src/core/api/wire.ts';
import type { AppConfig } from '../../packages/headless/src/core/config/types.ts';
import type { FoyerCore } from '../../packages/headless/src/core/createFoyerCore.ts';
import { createFoyerCore } from '../../packages/headless/src/core/createFoyerCore.ts';
import { asyncCommands } from '../../packages/headless/src/core/flow/asyncCommands.ts';
import type { LoginComplete } from '../../packages/headless/src/core/flow/types.ts';
import { memoryStorage } from '../../packages/headless/src/core/storage.ts';
import { appConfigAtom } from '../../packages/headless/src/core/store/atoms.ts';
import type {
  EthereumRpcRequest,
  IframeEventName,
  IframeRequestData,
  WalletErrorType,
} from '../../packages/headless/src/core/wallets/protocol.ts';
import { createWalletsOnLogin } from '../../packages/headless/src/wallets/embedded/createOnLogin.ts';
import { createCreateWalletFlow } from '../../packages/headless/src/wallets/embedded/createWallet.flow.ts';
import { EmbeddedWalletError } from '../../packages/headless/src/wallets/embedded/errors.ts';
import { getWalletService } from '../../packages/headless/src/wallets/embedded/getWalletService.ts';
import type { IframeProxy } from '../../packages/headless/src/wallets/embedded/iframeProxy.ts';
import { createImportWalletFlow } from '../../packages/headless/src/wallets/embedded/importWallet.flow.ts';
import { requiredWalletsFlow } from '../../packages/headless/src/wallets/embedded/requiredWallets.flow.ts';
import { embeddedWalletSigner } from '../../packages/headless/src/wallets/embedded/signer.ts';
import {
  createSignMessageFlow,
  createSignTypedDataFlow,
  createSolanaSignMessageFlow,
} from '../../packages/headless/src/wallets/embedded/signing.flow.ts';
import { createWalletRecoveryFlow } from '../../packages/headless/src/wallets/embedded/walletRecovery.flow.ts';
import type {
  CreateWalletOptions,
  EmbeddedWallet,
  Hex,
  ImportWalletOptions,
  TypedData,
  WalletCallOptions,
} from '../../packages/headless/src/wallets/types.ts';
import { signEthereumRpc } from './localWalletSigner.ts';
import { DEMO_APP_ID } from './testCore.ts';
import { embeddedAccount, wireUserWith } from './walletUsers.ts';

const APP_ID = 'wallet-operations-test-01';
const b64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const jwt = (claims: object) =>
  ['{"alg":"none"}', JSON.stringify(claims), 'sig'].map((part) => btoa(part).replace(/=+$/, '')).join('.');

/**
 * A wallet iframe double: real keys (a BIP-39 entropy, secp256k1 accounts through
 * viem, an ed25519 key for Solana), the provider's user record beside it, and one device whose share
 * can be missing. It answers the protocol's events as reference §6.4 says.
 */
export function fakeWalletService() {
  const mnemonic = generateMnemonic(english);
  const solanaSecret = ed25519.utils.randomPrivateKey();
  const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSecret));
  const accounts: WireLinkedAccount[] = [];
  const calls: { event: IframeEventName; data: Record<string, unknown> }[] = [];
  const state = { onDevice: true, failNext: null as null | { event: IframeEventName; type: WalletErrorType } };
  const loaded = new Set<string>();
  /** Imported Ethereum keys by address: each is its own entropy. */
  const imported = new Map<string, PrivateKeyAccount>();
  let proxies = 0;
  let destroyed = 0;
  const evm = (index: number) => mnemonicToAccount(mnemonic, { addressIndex: index });

  function answer(event: IframeEventName, data: Record<string, unknown>): unknown {
    if (state.failNext?.event === event) {
      const { type } = state.failNext;
      state.failNext = null;
      throw new EmbeddedWalletError(type, `fake ${type}`);
    }
    switch (event) {
      case 'privy:wallet:create':
        accounts.push(embeddedAccount('ethereum', evm(0).address));
        loaded.add(evm(0).address);
        return { address: evm(0).address };
      case 'privy:solana-wallet:create':
        accounts.push(embeddedAccount('solana', solanaAddress));
        return { publicKey: solanaAddress };
      case 'privy:wallets:add': {
        const index = data.hdWalletIndex as number;
        accounts.push(embeddedAccount('ethereum', evm(index).address, { wallet_index: index }));
        return { address: evm(index).address };
      }
      case 'privy:wallets:import': {
        const account = privateKeyToAccount(data.privateKey as `0x${string}`);
        imported.set(account.address, account);
        accounts.push(embeddedAccount('ethereum', account.address, { imported: true }));
        return { address: account.address };
      }
      case 'privy:wallets:connect':
        if (!state.onDevice) throw new EmbeddedWalletError('wallet_not_on_device', 'No device share');
        loaded.add(data.entropyId as string);
        return { entropyId: data.entropyId };
      case 'privy:wallets:recover':
        state.onDevice = true;
        return { entropyId: data.entropyId };
      case 'privy:wallets:set-recovery':
        return { entropyId: data.entropyId, entropyIdVerifier: data.entropyIdVerifier, recoveryMethod: 'privy' };
      case 'privy:wallets:rpc': {
        if (!loaded.has(data.entropyId as string)) throw new EmbeddedWalletError('error', 'Entropy not connected');
        const { chainType, request } = data as { chainType: string; request: { method: string; params: unknown } };
        const account = imported.get(data.entropyId as string) ?? evm(data.hdWalletIndex as number);
        if (chainType === 'solana') {
          const message = unb64((request.params as { message: string }).message);
          const signature = b64(ed25519.sign(message, solanaSecret));
          return { address: solanaAddress, chainType, response: { method: 'signMessage', data: { signature } } };
        }
        return signEthereumRpc(account, request as EthereumRpcRequest).then((signature) => ({
          address: account.address,
          chainType,
          response: { method: request.method, data: signature },
        }));
      }
      default:
        throw new EmbeddedWalletError('invalid_request_arguments', `fake: ${event}`);
    }
  }

  const createProxy = (): IframeProxy => {
    proxies += 1;
    loaded.clear();
    return {
      origin: 'https://wallets.example',
      async request<E extends IframeEventName>(event: E, data: IframeRequestData<E>) {
        calls.push({ event, data: data as Record<string, unknown> });
        return answer(event, data as Record<string, unknown>) as never;
      },
      destroy() {
        destroyed += 1;
      },
    };
  };
  return {
    createProxy,
    accounts,
    calls,
    state,
    events: () => calls.map((call) => call.event.replace('privy:', '')),
    evm,
    solanaAddress,
    counts: () => ({ proxies, destroyed }),
  };
}

export interface Setup {
  ethereum?: CreateOnLogin;
  solana?: CreateOnLogin;
  showWalletUIs?: boolean;
  accounts?: WireLinkedAccount[];
  loggedIn?: boolean;
  /** An emulator's URL: the provider routes besides the user's (prices, scanning, token info) go to it, as its demo app. */
  provider?: string;
}

export function setupWalletRuntime({
  ethereum = 'all-users',
  solana = 'all-users',
  showWalletUIs = false,
  accounts = [],
  loggedIn = true,
  provider,
}: Setup = {}) {
  const service = fakeWalletService();
  service.accounts.push(...accounts);
  const requests: string[] = [];
  const fetchFake: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const path = url.pathname;
    requests.push(path);
    if (provider && path !== '/api/v1/users/me') {
      // The provider's other routes (prices, scanning, token info) from a real emulator, as its demo app.
      const headers = new Headers(init?.headers);
      headers.set('privy-app-id', DEMO_APP_ID);
      headers.delete('authorization');
      return fetch(`${provider}${path}${url.search}`, { ...init, headers });
    }
    const body = path === '/api/v1/users/me' ? { user: wireUserWith(service.accounts), identity_token: null } : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const core = createFoyerCore({
    appId: APP_ID,
    apiUrl: 'http://127.0.0.1:9',
    storage: memoryStorage(),
    testing: { fetch: fetchFake, retryDelayMs: 1 },
  });
  core.store.set(appConfigAtom, {
    embeddedWallets: { ethereum: { createOnLogin: ethereum }, solana: { createOnLogin: solana }, showWalletUIs },
  } as AppConfig);
  if (loggedIn) {
    core.session.applyAuthResponse({
      session_update_action: 'set',
      token: jwt({ sub: 'did:privy:u', aid: APP_ID, exp: Math.floor(Date.now() / 1000) + 3600 }),
      refresh_token: 'refresh',
      user: wireUserWith(service.accounts),
    } as never);
  }
  // The first call sets the service up: with the iframe double.
  void getWalletService(core, { createProxy: service.createProxy });
  return { core, wallets: walletOperations(core), service, requests };
}

/**
 * Every wallet operation of `core` as a promise (the `Async` twins of the flows' commands, as the
 * hooks give them), and the adapters' signer: what the operations' tests call.
 */
export function walletOperations(core: FoyerCore) {
  const twin = <Commands extends object, Name extends keyof Commands & string>(commands: Commands, name: Name) =>
    asyncCommands<Commands, never, Name>(commands, { finishing: [name] }) as unknown as Record<
      `${Name}Async`,
      // biome-ignore lint/suspicious/noExplicitAny: each twin is typed where it is used below.
      (...args: any[]) => Promise<any>
    >;
  const { createWalletAsync } = twin(createCreateWalletFlow(core).commands, 'createWallet');
  const { importWalletAsync } = twin(createImportWalletFlow(core).commands, 'importWallet');
  const { createRequiredWalletsAsync } = twin(requiredWalletsFlow(core).commands, 'createRequiredWallets');
  const { setAutomaticRecoveryAsync } = twin(createWalletRecoveryFlow(core).commands, 'setAutomaticRecovery');
  const { signMessageAsync } = twin(createSignMessageFlow(core).commands, 'signMessage');
  const { signTypedDataAsync } = twin(createSignTypedDataFlow(core).commands, 'signTypedData');
  const solana = twin(createSolanaSignMessageFlow(core).commands, 'signMessage');
  return {
    ...embeddedWalletSigner(core),
    createWallet: createWalletAsync as (options?: CreateWalletOptions) => Promise<EmbeddedWallet>,
    importWallet: importWalletAsync as (options: ImportWalletOptions) => Promise<EmbeddedWallet>,
    createRequiredWallets: createRequiredWalletsAsync as () => Promise<EmbeddedWallet[]>,
    setAutomaticRecovery: setAutomaticRecoveryAsync as () => Promise<EmbeddedWallet>,
    signMessage: async (message: string, options?: WalletCallOptions): Promise<Hex> =>
      (await signMessageAsync({ message }, options)).signature,
    signTypedData: async (typedData: TypedData, options?: WalletCallOptions): Promise<Hex> =>
      (await signTypedDataAsync(typedData, options)).signature,
    signSolanaMessage: async (message: Uint8Array, options?: WalletCallOptions): Promise<Uint8Array> =>
      (await solana.signMessageAsync({ message }, options)).signature,
    completeLogin: <Method extends string>(result: LoginComplete<Method>) => createWalletsOnLogin(core, result),
  };
}
