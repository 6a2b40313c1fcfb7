import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { Flow, FlowDefinition } from '../../core/flow/createFlow.ts';
import { createOperation } from '../../core/flow/createOperation.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import type { AuthorizationRequest } from '../../core/wallets/authorization.ts';
import type { WalletChainType } from '../../core/wallets/protocol.ts';
import type { EthereumSendReceipt, SendTransactionUiOptions, UnsignedTransactionRequest } from '../sendTypes.ts';
import type { Hex, SignedAuthorization, TypedData, WalletCallOptions } from '../types.ts';
import { getWalletService } from './getWalletService.ts';
import { walletFacts } from './operation.ts';
import {
  type AuthorizationInput,
  initialSendSnapshot,
  initialSigningSnapshot,
  type SendSnapshot,
  type SignInput,
  type SigningEffect,
  type SigningEvent,
  type SigningSnapshot,
  sendingMachine,
  signingMachine,
} from './signing.machine.ts';
import { toHex } from './signingRequests.ts';

/**
 * What the signing effects produce: a 0x signature (Ethereum), signature bytes or a signed
 * transaction (Solana), send receipts, a signed EIP-7702 authorization, or the user signer's base64
 * DER signature (a string, as the 0x ones).
 */
export type SignedBytes = Hex | Uint8Array | EthereumSendReceipt[] | SignedAuthorization | string;

/** The signing machine with its effects, which run on the wallet service; `toResult` shapes what a run resolves with. */
export function signingDefinition<Result>(
  core: FoyerCore,
  toResult: (signed: SignedBytes) => Result,
): FlowDefinition<SigningSnapshot<Result>, SigningEvent<Result>, SigningEffect> {
  return {
    initial: initialSigningSnapshot,
    machine: signingMachine<Result>,
    failed: (_effect, error) => ({ type: 'failed', error }),
    async run(effect: SigningEffect, { signal, report }): Promise<SigningEvent<Result>> {
      const service = await getWalletService(core);
      switch (effect.type) {
        case 'signEthereum': {
          const { wallet, call, request, options } = effect;
          return {
            type: 'signed',
            result: toResult(await service.signEthereum(wallet, call, request, options, signal)),
          };
        }
        case 'signSolana': {
          const { wallet, message, request, options } = effect;
          return {
            type: 'signed',
            result: toResult(await service.signSolana(wallet, message, request, options, signal)),
          };
        }
        case 'signAuthorization': {
          const { signAuthorization } = await import('./signAuthorization.ts');
          return { type: 'signed', result: toResult(await signAuthorization(service, effect, signal)) };
        }
        case 'signAsUser': {
          const { wallet, message, request, options } = effect;
          return {
            type: 'signed',
            result: toResult(await service.signAsUser(wallet, message, request, options, signal)),
          };
        }
        case 'sendEthereum': {
          const { sendEthereum } = await import('../ethereum/sendEthereum.ts');
          const onSent = (hash: Hex) => report({ type: 'sent', hash });
          return { type: 'signed', result: toResult(await sendEthereum(core, service, effect, signal, onSent)) };
        }
        case 'signEthereumTransaction': {
          const { signEthereumTransaction } = await import('../ethereum/sendEthereum.ts');
          return { type: 'signed', result: toResult(await signEthereumTransaction(core, service, effect, signal)) };
        }
        case 'signSolanaTransaction': {
          const { wallet, transaction, options = {} } = effect;
          const { signSolanaTransaction } = await import('../../solana/transactionSigning.ts');
          const signed = await signSolanaTransaction(transaction, wallet.address, (request, message) =>
            service.signSolana(wallet, message, request, options, signal),
          );
          return { type: 'signed', result: toResult(signed) };
        }
      }
    },
  };
}

/** A signing operation: each call signs on its own (a second signature neither cancels nor waits for the first). */
export interface SigningFlow<Result, Commands>
  extends Flow<SigningSnapshot<Result>, SigningEvent<Result>, ActionCallbacks<Result>> {
  commands: Commands;
}

function signingOperation<Result>(core: FoyerCore, toResult: (signed: SignedBytes) => Result) {
  const flow = createOperation<SigningSnapshot<Result>, SigningEvent<Result>, SigningEffect, ActionCallbacks<Result>>(
    core,
    signingDefinition(core, toResult),
  );
  const sign = (input: SignInput) => flow.send({ type: 'sign', input, facts: walletFacts(core.store) });
  return { flow, sign };
}

/** A send operation: the signing one, whose snapshot also has the hash as soon as the chain takes the transaction. */
export interface SendingFlow<Result, Commands>
  extends Flow<SendSnapshot<Result>, SigningEvent<Result>, ActionCallbacks<Result>> {
  commands: Commands;
}

function sendingOperation<Result>(core: FoyerCore, toResult: (signed: SignedBytes) => Result) {
  const flow = createOperation<SendSnapshot<Result>, SigningEvent<Result>, SigningEffect, ActionCallbacks<Result>>(
    core,
    { ...signingDefinition(core, toResult), initial: initialSendSnapshot, machine: sendingMachine<Result> },
  );
  const sign = (input: SignInput) => flow.send({ type: 'sign', input, facts: walletFacts(core.store) });
  return { flow, sign };
}

export interface SignMessageCommands {
  /** `personal_sign` of the UTF-8 message with the user's Ethereum wallet (`options.address`, else the primary one). */
  signMessage(input: { message: string }, options?: WalletCallOptions): Promise<SigningSnapshot<{ signature: Hex }>>;
  reset(): void;
}

export function createSignMessageFlow(core: FoyerCore): SigningFlow<{ signature: Hex }, SignMessageCommands> {
  const { flow, sign } = signingOperation(core, (signature) => ({ signature: signature as Hex }));
  const commands: SignMessageCommands = {
    signMessage: ({ message }, options = {}) => sign({ kind: 'message', message, options }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}

export interface SignTypedDataCommands {
  /** `eth_signTypedData_v4` with the user's Ethereum wallet (bigints are sent as decimal strings). */
  signTypedData(typedData: TypedData, options?: WalletCallOptions): Promise<SigningSnapshot<{ signature: Hex }>>;
  reset(): void;
}

export function createSignTypedDataFlow(core: FoyerCore): SigningFlow<{ signature: Hex }, SignTypedDataCommands> {
  const { flow, sign } = signingOperation(core, (signature) => ({ signature: signature as Hex }));
  const commands: SignTypedDataCommands = {
    signTypedData: (typedData, options = {}) => sign({ kind: 'typed-data', typedData, options }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}

export interface SolanaSignMessageCommands {
  /** Signs bytes with the user's Solana wallet: the 64-byte ed25519 signature. */
  signMessage(
    input: { message: Uint8Array },
    options?: WalletCallOptions,
  ): Promise<SigningSnapshot<{ signature: Uint8Array }>>;
  reset(): void;
}

export function createSolanaSignMessageFlow(
  core: FoyerCore,
): SigningFlow<{ signature: Uint8Array }, SolanaSignMessageCommands> {
  const { flow, sign } = signingOperation(core, (signature) => ({ signature: signature as Uint8Array }));
  const commands: SolanaSignMessageCommands = {
    signMessage: ({ message }, options = {}) => sign({ kind: 'solana-message', message, options }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}

export interface SignTransactionCommands {
  /**
   * Signs one transaction with the user's Ethereum wallet, filled in like a send (nonce, gas, EIP-1559
   * fees, chain id) and shown first (wallet UIs on); resolves the signed serialized transaction, not sent.
   */
  signTransaction(
    transaction: UnsignedTransactionRequest,
    options?: SendTransactionOptions,
  ): Promise<SigningSnapshot<{ signature: Hex }>>;
  reset(): void;
}

export function createSignTransactionFlow(core: FoyerCore): SigningFlow<{ signature: Hex }, SignTransactionCommands> {
  const { flow, sign } = signingOperation(core, (signature) => ({ signature: signature as Hex }));
  const commands: SignTransactionCommands = {
    signTransaction: (transaction, options = {}) =>
      sign({ kind: 'transaction', transaction, options: options as WalletCallOptions }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}

export interface SolanaSignTransactionCommands {
  /** Signs a Solana transaction (wire bytes, legacy or v0) with the user's Solana wallet: the signed wire transaction, not sent. */
  signTransaction(
    input: { transaction: Uint8Array },
    options?: WalletCallOptions,
  ): Promise<SigningSnapshot<{ signedTransaction: Uint8Array }>>;
  reset(): void;
}

export function createSolanaSignTransactionFlow(
  core: FoyerCore,
): SigningFlow<{ signedTransaction: Uint8Array }, SolanaSignTransactionCommands> {
  const { flow, sign } = signingOperation(core, (signed) => ({ signedTransaction: signed as Uint8Array }));
  const commands: SolanaSignTransactionCommands = {
    signTransaction: ({ transaction }, options = {}) => sign({ kind: 'solana-sign-transaction', transaction, options }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}

/** `signRawHash`'s options: which chain's wallet signs (default Ethereum), and the call's options. */
export interface SignRawHashOptions extends WalletCallOptions {
  chainType?: WalletChainType;
}

export interface SignRawHashCommands {
  /**
   * Signs a 32-byte 0x hash as it is (no prefix): Ethereum `secp256k1_sign` (the 65-byte 0x
   * signature), or with `chainType: 'solana'` the ed25519 signature of the 32 bytes (64 bytes, 0x hex).
   */
  signRawHash(input: { hash: Hex }, options?: SignRawHashOptions): Promise<SigningSnapshot<{ signature: Hex }>>;
  reset(): void;
}

export function createSignRawHashFlow(core: FoyerCore): SigningFlow<{ signature: Hex }, SignRawHashCommands> {
  const { flow, sign } = signingOperation(core, (signed) => ({
    signature: signed instanceof Uint8Array ? toHex(signed) : (signed as Hex),
  }));
  const commands: SignRawHashCommands = {
    signRawHash: ({ hash }, { chainType = 'ethereum', ...options } = {}) =>
      sign({ kind: 'raw-hash', hash, chainType, options }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}

export interface SignAuthorizationCommands {
  /**
   * Signs an EIP-7702 authorization with the user's Ethereum wallet: `chainId` default the app's
   * default chain, `nonce` default the wallet's transaction count on it (read from the chain's node).
   * Resolves viem's `SignedAuthorization`, for a transaction's `authorizationList`.
   */
  signAuthorization(
    input: AuthorizationInput,
    options?: WalletCallOptions,
  ): Promise<SigningSnapshot<SignedAuthorization>>;
  reset(): void;
}

export function createSignAuthorizationFlow(
  core: FoyerCore,
): SigningFlow<SignedAuthorization, SignAuthorizationCommands> {
  const { flow, sign } = signingOperation(core, (signed) => signed as SignedAuthorization);
  const commands: SignAuthorizationCommands = {
    signAuthorization: (authorization, options = {}) => sign({ kind: 'authorization', authorization, options }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}

export interface AuthorizationSignatureCommands {
  /**
   * Signs a wallet-API request as the user (reference §6.6): its canonical JSON, by the user signer
   * of the user's HD entropy. Resolves `{ signature }`, base64 of the DER ECDSA P-256 signature, for
   * the `privy-authorization-signature` header.
   */
  generateAuthorizationSignature(
    request: AuthorizationRequest,
    options?: WalletCallOptions,
  ): Promise<SigningSnapshot<{ signature: string }>>;
  reset(): void;
}

export function createAuthorizationSignatureFlow(
  core: FoyerCore,
): SigningFlow<{ signature: string }, AuthorizationSignatureCommands> {
  const { flow, sign } = signingOperation(core, (signature) => ({ signature: signature as string }));
  const commands: AuthorizationSignatureCommands = {
    generateAuthorizationSignature: (request, options = {}) => sign({ kind: 'wallet-api-request', request, options }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}

/** The signing operation the ecosystem adapters run: the raw signature or signed transaction. */
export function createAdapterSigningFlow(core: FoyerCore) {
  return signingOperation<SignedBytes>(core, (signed) => signed);
}

/** A send's options: which wallet, the screens' copy, and whether to show them (reference §3.8). */
export interface SendTransactionOptions extends Omit<WalletCallOptions, 'uiOptions'> {
  uiOptions?: SendTransactionUiOptions;
}

export interface SendTransactionCommands {
  /**
   * Sends one transaction with the user's Ethereum wallet (`options.address`, else the primary one) on
   * its `chainId` (default the app's first chain): the kit fills in the nonce, gas and fees, shows it
   * (wallet UIs on), signs, broadcasts and resolves the receipt.
   */
  sendTransaction(
    transaction: UnsignedTransactionRequest,
    options?: SendTransactionOptions,
  ): Promise<SendSnapshot<EthereumSendReceipt>>;
  reset(): void;
}

export function createSendTransactionFlow(core: FoyerCore): SendingFlow<EthereumSendReceipt, SendTransactionCommands> {
  const { flow, sign } = sendingOperation(core, (sent) => (sent as EthereumSendReceipt[])[0] as EthereumSendReceipt);
  const commands: SendTransactionCommands = {
    sendTransaction: (transaction, options = {}) =>
      sign({ kind: 'send-transaction', transactions: [transaction], options: options as WalletCallOptions }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}

export interface SendTransactionsCommands {
  /** Several transactions in one request, confirmed ('(i / n)') and sent in turn; resolves their receipts. */
  sendTransactions(
    transactions: readonly UnsignedTransactionRequest[],
    options?: SendTransactionOptions,
  ): Promise<SendSnapshot<EthereumSendReceipt[]>>;
  reset(): void;
}

export function createSendTransactionsFlow(
  core: FoyerCore,
): SendingFlow<EthereumSendReceipt[], SendTransactionsCommands> {
  const { flow, sign } = sendingOperation(core, (sent) => sent as EthereumSendReceipt[]);
  const commands: SendTransactionsCommands = {
    sendTransactions: (transactions, options = {}) =>
      sign({ kind: 'send-transaction', transactions, options: options as WalletCallOptions }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
