/**
 * Type tests for the wallet hooks (checked by the typecheck stage, never run): the signatures
 * `@foyer/ui` and apps code against. Each action hook follows the kit's convention: `state`, a
 * command that resolves with the settled state, and its `Async` twin that resolves with the result.
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../core/errors/FoyerError.ts';
import type { CreateWalletSnapshot, CreateWalletStatus } from '../wallets/embedded/createWallet.machine.ts';
import type { ImportWalletSnapshot } from '../wallets/embedded/importWallet.machine.ts';
import type { RequiredWalletsSnapshot } from '../wallets/embedded/requiredWallets.machine.ts';
import type { SendTransactionOptions } from '../wallets/embedded/signing.flow.ts';
import type { SendSnapshot, SigningSnapshot, SigningStatus } from '../wallets/embedded/signing.machine.ts';
import type { WalletRecoverySnapshot, WalletRecoveryStatus } from '../wallets/embedded/walletRecovery.machine.ts';
import type { ConnectedExternalWallet } from '../wallets/external/types.ts';
import type { EthereumSendReceipt, UnsignedTransactionRequest } from '../wallets/sendTypes.ts';
import type {
  CreateWalletOptions,
  EmbeddedEthereumWallet,
  EmbeddedSolanaWallet,
  EmbeddedWallet,
  EmbeddedWalletSigner,
  Hex,
  ImportWalletOptions,
  TypedData,
  WalletCallOptions,
  WalletUiRequest,
} from '../wallets/types.ts';
import { useEmbeddedWalletSigner } from './useEmbeddedWalletSigner.ts';
import {
  useCreateRequiredWallets,
  useCreateWallet,
  useImportWallet,
  useSendTransaction,
  useSendTransactions,
  useSignMessage,
  useSignTransaction,
  useSignTypedData,
  useSolanaSignMessage,
  useSolanaSignTransaction,
  useWalletRecovery,
} from './useWalletActions.ts';
import { useSolanaWallets, useWallets } from './useWallets.ts';
import { useWalletUi } from './useWalletUi.ts';

expectTypeOf(useWallets).returns.toEqualTypeOf<{
  ready: boolean;
  wallets: EmbeddedEthereumWallet[];
  externalWallets: ConnectedExternalWallet<'ethereum'>[];
}>();
expectTypeOf(useSolanaWallets).returns.toEqualTypeOf<{
  ready: boolean;
  wallets: EmbeddedSolanaWallet[];
  externalWallets: ConnectedExternalWallet<'solana'>[];
}>();
expectTypeOf(useWalletUi).returns.toEqualTypeOf<WalletUiRequest | null>();
expectTypeOf(useEmbeddedWalletSigner('solana').signer).toEqualTypeOf<EmbeddedWalletSigner | null>();
expectTypeOf(useEmbeddedWalletSigner('solana').wallets.getSnapshot().wallets).toEqualTypeOf<
  readonly EmbeddedWallet<'solana'>[]
>();

// The statuses, exactly.
expectTypeOf<SigningStatus>().toEqualTypeOf<'initial' | 'signing' | 'done' | 'error'>();
expectTypeOf<CreateWalletStatus>().toEqualTypeOf<'initial' | 'creating' | 'done' | 'error'>();
expectTypeOf<WalletRecoveryStatus>().toEqualTypeOf<'initial' | 'authorizing' | 'setting-recovery' | 'done' | 'error'>();

// Narrowing on `status`: `done` has the result, `error` the FoyerError.
declare const signing: SigningSnapshot<{ signature: Hex }>;
if (signing.status === 'done') expectTypeOf(signing.result).toEqualTypeOf<{ signature: Hex }>();
else expectTypeOf(signing.result).toBeNull();
if (signing.status === 'error') expectTypeOf(signing.error).toEqualTypeOf<FoyerError>();
else expectTypeOf(signing.error).toBeNull();

// Signing: the command resolves with the settled state, the twin with the signature.
const sign = useSignMessage({ onComplete: (result) => expectTypeOf(result).toEqualTypeOf<{ signature: Hex }>() });
expectTypeOf(sign.state).toEqualTypeOf<SigningSnapshot<{ signature: Hex }>>();
expectTypeOf(sign.signMessage).toEqualTypeOf<
  (input: { message: string }, options?: WalletCallOptions) => Promise<SigningSnapshot<{ signature: Hex }>>
>();
expectTypeOf(sign.signMessageAsync).toEqualTypeOf<
  (input: { message: string }, options?: WalletCallOptions) => Promise<{ signature: Hex }>
>();
expectTypeOf(sign.reset).toEqualTypeOf<() => void>();
expectTypeOf(useSignTypedData().signTypedDataAsync).toEqualTypeOf<
  (typedData: TypedData, options?: WalletCallOptions) => Promise<{ signature: Hex }>
>();
expectTypeOf(useSolanaSignMessage().signMessageAsync).toEqualTypeOf<
  (input: { message: Uint8Array }, options?: WalletCallOptions) => Promise<{ signature: Uint8Array }>
>();
// @ts-expect-error: the message is a string (Solana's are bytes)
useSignMessage().signMessage({ message: new Uint8Array() });

// Sending: the twin resolves with the receipt (several: their receipts, in order).
const send = useSendTransaction({
  onComplete: (receipt) => expectTypeOf(receipt).toEqualTypeOf<EthereumSendReceipt>(),
});
expectTypeOf(send.state).toEqualTypeOf<SendSnapshot<EthereumSendReceipt>>();
expectTypeOf(send.state.hash).toEqualTypeOf<Hex | null>();
expectTypeOf(send.sendTransactionAsync).toEqualTypeOf<
  (transaction: UnsignedTransactionRequest, options?: SendTransactionOptions) => Promise<EthereumSendReceipt>
>();
expectTypeOf(useSendTransactions().sendTransactionsAsync).toEqualTypeOf<
  (
    transactions: readonly UnsignedTransactionRequest[],
    options?: SendTransactionOptions,
  ) => Promise<EthereumSendReceipt[]>
>();
// @ts-expect-error: one transaction, not a list (useSendTransactions sends several)
useSendTransaction().sendTransaction([{ to: '0x0' }]);

// Creating, importing, securing: the twins resolve with the wallet.
const create = useCreateWallet({ onComplete: (wallet) => expectTypeOf(wallet).toEqualTypeOf<EmbeddedWallet>() });
expectTypeOf(create.state).toEqualTypeOf<CreateWalletSnapshot>();
expectTypeOf(create.createWallet).toEqualTypeOf<(options?: CreateWalletOptions) => Promise<CreateWalletSnapshot>>();
expectTypeOf(create.createWalletAsync).toEqualTypeOf<(options?: CreateWalletOptions) => Promise<EmbeddedWallet>>();
const required = useCreateRequiredWallets();
expectTypeOf(required.state).toEqualTypeOf<RequiredWalletsSnapshot>();
expectTypeOf(required.createRequiredWallets).toEqualTypeOf<() => Promise<RequiredWalletsSnapshot>>();
expectTypeOf(required.createRequiredWalletsAsync).toEqualTypeOf<() => Promise<EmbeddedWallet[]>>();
const imported = useImportWallet();
expectTypeOf(imported.state).toEqualTypeOf<ImportWalletSnapshot>();
expectTypeOf(imported.importWalletAsync).toEqualTypeOf<(options: ImportWalletOptions) => Promise<EmbeddedWallet>>();
const recovery = useWalletRecovery({ onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>() });
expectTypeOf(recovery.state).toEqualTypeOf<WalletRecoverySnapshot>();
expectTypeOf(recovery.setAutomaticRecovery).toEqualTypeOf<() => Promise<WalletRecoverySnapshot>>();
expectTypeOf(recovery.setAutomaticRecoveryAsync).toEqualTypeOf<() => Promise<EmbeddedWallet>>();

const signTransaction = useSignTransaction({
  onComplete: ({ signature }) => expectTypeOf(signature).toEqualTypeOf<Hex>(),
});
expectTypeOf(signTransaction.signTransactionAsync).toEqualTypeOf<
  (transaction: UnsignedTransactionRequest, options?: SendTransactionOptions) => Promise<{ signature: Hex }>
>();
const solanaSignTransaction = useSolanaSignTransaction();
expectTypeOf(solanaSignTransaction.signTransactionAsync).toEqualTypeOf<
  (input: { transaction: Uint8Array }, options?: WalletCallOptions) => Promise<{ signedTransaction: Uint8Array }>
>();
// @ts-expect-error Solana takes the wire bytes, not an Ethereum request
solanaSignTransaction.signTransaction({ to: '0x0' });
