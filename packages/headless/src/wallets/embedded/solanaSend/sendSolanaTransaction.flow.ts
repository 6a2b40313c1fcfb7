import type { FoyerCore } from '../../../core/createFoyerCore.ts';
import type { Flow, FlowDefinition } from '../../../core/flow/createFlow.ts';
import { createOperation } from '../../../core/flow/createOperation.ts';
import type { ActionCallbacks } from '../../../core/flow/types.ts';
import { appConfigAtom } from '../../../core/store/atoms.ts';
import type { SolanaSendReceipt } from '../../sendTypes.ts';
import type { SendSolanaTransactionInput, SolanaTransactionInput } from '../../solanaSendTypes.ts';
import type { EmbeddedSolanaWallet } from '../../types.ts';
import { getWalletService } from '../getWalletService.ts';
import { walletFacts } from '../operation.ts';
import {
  initialSendSolanaTransactionSnapshot,
  type SendSolanaTransactionEffect,
  type SendSolanaTransactionEvent,
  type SendSolanaTransactionSnapshot,
  type SolanaSendFacts,
  sendSolanaTransactionMachine,
} from './sendSolanaTransaction.machine.ts';

/** The send machine with its effects (`effects.ts`, loaded on the first send: its own chunk). */
export function sendSolanaTransactionDefinition(
  core: FoyerCore,
): FlowDefinition<SendSolanaTransactionSnapshot, SendSolanaTransactionEvent, SendSolanaTransactionEffect> {
  return {
    initial: initialSendSolanaTransactionSnapshot,
    machine: sendSolanaTransactionMachine,
    failed: (_effect, error) => ({ type: 'failed', error }),
    async run(effect, { signal, report }): Promise<SendSolanaTransactionEvent> {
      switch (effect.type) {
        case 'prepare': {
          const { prepareSolanaSend } = await import('./effects.ts');
          const { wallet, transaction, cluster, refreshBlockhash } = effect;
          const prepared = await prepareSolanaSend({ core, wallet, transaction, cluster, refreshBlockhash, signal });
          return { type: 'prepared', ...prepared };
        }
        case 'submit': {
          const [service, { prepareSolanaSend, submitSolanaSend }] = await Promise.all([
            getWalletService(core),
            import('./effects.ts'),
          ]);
          const { wallet, cluster, options } = effect;
          // 'Add funds' may cover the send while the confirmation shows: approving sends what was prepared last.
          let { transaction, preview } = effect;
          const recheckFunds = async () => {
            ({ transaction, preview } = await prepareSolanaSend({
              core,
              wallet,
              transaction: effect.transaction,
              cluster,
              refreshBlockhash: false,
              signal,
            }));
            return preview.hasFunds;
          };
          let attempts = 0;
          const receipt = await service.submitSolana(
            wallet,
            { kind: 'send-solana-transaction', preview, recheckFunds },
            options,
            signal,
            (sign) => {
              report({ type: 'approved' });
              attempts += 1;
              return submitSolanaSend({
                wallet,
                transaction,
                preview,
                cluster,
                sign,
                onSent: (signature) => report({ type: 'sent', signature }),
                retry: attempts > 1,
                signal,
              });
            },
          );
          return { type: 'confirmed', receipt };
        }
      }
    },
  };
}

export function solanaSendFacts(core: FoyerCore): SolanaSendFacts {
  return { ...walletFacts(core.store), clusters: core.store.get(appConfigAtom)?.local.solanaClusters ?? [] };
}

/** The wire bytes of what the app passed: bytes as they are, else `serialize()` without requiring signatures; null when it fails. */
export function transactionBytes(transaction: SolanaTransactionInput): Uint8Array | null {
  if (transaction instanceof Uint8Array) return transaction;
  try {
    const bytes = transaction?.serialize({ requireAllSignatures: false, verifySignatures: false });
    return bytes instanceof Uint8Array ? Uint8Array.from(bytes) : null;
  } catch {
    return null;
  }
}

export interface SendSolanaTransactionCommands {
  /**
   * Sends a transaction with the user's Solana wallet (`address`, else the primary one): the kit
   * sets the recent blockhash when it is empty or stale, reads the fee and balance, simulates,
   * decodes and scans it, asks the user when the policy says so, signs and sends it: `state.signature`
   * as soon as the cluster has it, then the receipt once confirmed.
   */
  sendTransaction(input: SendSolanaTransactionInput): Promise<SendSolanaTransactionSnapshot>;
  /** After an error: prepares and sends the same transaction again, with a fresh recent blockhash. */
  retry(): Promise<SendSolanaTransactionSnapshot>;
  reset(): void;
}

export interface SendSolanaTransactionFlow
  extends Flow<SendSolanaTransactionSnapshot, SendSolanaTransactionEvent, ActionCallbacks<SolanaSendReceipt>> {
  commands: SendSolanaTransactionCommands;
  /**
   * An adapter's send (Wallet Standard `solana:signAndSendTransaction`): with its wallet, on the
   * app's cluster that `chain` names (`solana:localnet`; `solana:mainnet` is `mainnet-beta`), else the default one.
   */
  sendFrom(
    wallet: EmbeddedSolanaWallet,
    transaction: Uint8Array,
    chain?: string,
  ): Promise<SendSolanaTransactionSnapshot>;
}

/** A send operation: each call runs on its own (a second send neither cancels nor waits for the first). */
export function createSendSolanaTransactionFlow(core: FoyerCore): SendSolanaTransactionFlow {
  const flow = createOperation<
    SendSolanaTransactionSnapshot,
    SendSolanaTransactionEvent,
    SendSolanaTransactionEffect,
    ActionCallbacks<SolanaSendReceipt>
  >(core, sendSolanaTransactionDefinition(core));
  const commands: SendSolanaTransactionCommands = {
    sendTransaction: ({ transaction, connection, address, uiOptions, showWalletUIs }) =>
      flow.send({
        type: 'send',
        request: {
          transaction: transactionBytes(transaction),
          rpcUrl: connection?.rpcEndpoint,
          address,
          uiOptions,
          showWalletUIs,
        },
        facts: solanaSendFacts(core),
      }),
    retry: () => {
      const last = flow.getSnapshot();
      if (last.status !== 'error' || !last.plan) return Promise.resolve(last);
      const { plan } = last;
      return flow.send({
        type: 'send',
        request: { transaction: plan.transaction, rpcUrl: plan.cluster.rpcUrl, ...plan.options },
        facts: solanaSendFacts(core),
        wallet: plan.wallet,
        refreshBlockhash: true,
      });
    },
    reset: () => flow.reset(),
  };
  return Object.assign(flow, {
    commands,
    sendFrom: (wallet: EmbeddedSolanaWallet, transaction: Uint8Array, chain?: string) => {
      const facts = solanaSendFacts(core);
      const name = chain?.replace(/^solana:/, '').replace(/^mainnet$/, 'mainnet-beta');
      const rpcUrl = facts.clusters.find((cluster) => cluster.name === name)?.rpcUrl;
      return flow.send({ type: 'send', request: { transaction, rpcUrl }, facts, wallet });
    },
  });
}
