import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import type { NoCallbacks } from '../../core/flow/types.ts';
import { appConfigAtom } from '../../core/store/atoms.ts';
import type { WalletChainType } from '../../core/wallets/protocol.ts';
import { listConnectedWallet } from './connectedList.ts';
import {
  initialWalletConnectionSnapshot,
  type SwitchableConnection,
  type WalletConnectionEffect,
  type WalletConnectionEvent,
  type WalletConnectionSnapshot,
  walletConnectionMachine,
} from './connection.machine.ts';
import { toWalletError } from './errors.ts';
import { WALLET_REQUEST_TIMEOUT_MS, withWalletTimeout } from './timeout.ts';
import type { ExternalWalletOption } from './types.ts';

/**
 * How one chain's wallets connect. The Ethereum sub-entry provides one for EIP-6963 and injected
 * wallets (`createEthereumWallets().driver`); the Solana one for Wallet Standard wallets.
 */
export interface ExternalWalletDriver {
  /**
   * Asks the wallet for an account (its prompt shows). Resolves the connection; rejects with the
   * wallet's error (EIP-1193 codes are mapped by the runtime).
   */
  connect(option: ExternalWalletOption, options: { signal: AbortSignal }): Promise<SwitchableConnection>;
}

export interface WalletConnectionCommands {
  /** Connects the wallet: resolves with the settled snapshot (never rejects). */
  connect(option: ExternalWalletOption): Promise<WalletConnectionSnapshot>;
  /** Tries the last wallet again, when `canRetry`. */
  retry(): Promise<WalletConnectionSnapshot>;
  /** Disconnects the connected wallet (it leaves `useWallets()`). */
  disconnect(): Promise<WalletConnectionSnapshot>;
  reset(): void;
}

export interface WalletConnectionOptions {
  /** The drivers of the chains the app offers, by chain type. */
  drivers: Partial<Record<WalletChainType, ExternalWalletDriver>>;
  /**
   * The chains the app supports, CAIP-2 (`eip155:1`); an Ethereum wallet elsewhere is asked to switch
   * to the first. Default: the app config's `chains`, else any chain.
   */
  supportedChainIds?: readonly string[] | undefined;
  /**
   * How long the wallet may leave the connect or chain-switch prompt unanswered before the attempt
   * fails with `wallet_request_timeout` (retryable). Default `WALLET_REQUEST_TIMEOUT_MS` (120 s).
   */
  requestTimeoutMs?: number | undefined;
}

export interface WalletConnectionFlow extends Flow<WalletConnectionSnapshot, WalletConnectionEvent, NoCallbacks> {
  commands: WalletConnectionCommands;
}

/**
 * One external wallet's connection (spec §4): the machine plus the chain's driver. A connected
 * wallet is listed in `connectedExternalWalletsAtom` (so `useWallets()` shows it beside the
 * embedded ones) until it disconnects or the flow resets.
 */
export function createWalletConnectionFlow(
  core: Pick<FoyerCore, 'store'>,
  options: WalletConnectionOptions,
): WalletConnectionFlow {
  const { store } = core;
  const timeoutMs = options.requestTimeoutMs ?? WALLET_REQUEST_TIMEOUT_MS;
  const flow = createFlow<WalletConnectionSnapshot, WalletConnectionEvent, WalletConnectionEffect, NoCallbacks>(core, {
    initial: initialWalletConnectionSnapshot,
    machine: walletConnectionMachine,
    failed: (_effect, error) => ({ type: 'failed', error }),
    async run(effect, { signal }): Promise<WalletConnectionEvent> {
      try {
        if (effect.type === 'requestAccounts') {
          const driver = options.drivers[effect.option.chainType];
          if (!driver) throw new Error(`No ${effect.option.chainType} wallet driver was given`);
          const connection = await withWalletTimeout(
            driver.connect(effect.option, { signal }),
            timeoutMs,
            signal,
            'connection request',
          );
          return { type: 'granted', connection };
        }
        if (effect.type === 'switchChain') {
          const switching = effect.connection.switchChain?.(effect.chainId, { signal }) ?? Promise.resolve();
          await withWalletTimeout(switching, timeoutMs, signal, 'chain switch');
          return { type: 'switched', chainId: effect.chainId };
        }
        await effect.connection.disconnect();
        return { type: 'disconnected' };
      } catch (error) {
        throw toWalletError(error, effect.type === 'requestAccounts' ? 'connect' : 'request');
      }
    },
  });

  const supported = (): readonly string[] =>
    options.supportedChainIds ?? store.get(appConfigAtom)?.chains.map((chain) => `eip155:${chain.id}`) ?? [];
  let listedConnection: SwitchableConnection | null = null;
  let unlist = () => {};
  flow.subscribe(() => {
    const { status, connection } = flow.getSnapshot();
    const next = status === 'connected' ? connection : null;
    if (next === listedConnection) return;
    unlist();
    unlist = () => {};
    listedConnection = next;
    if (next) unlist = listConnectedWallet(core, next);
  });

  const commands: WalletConnectionCommands = {
    connect: (option) => flow.send({ type: 'connect', option, supportedChainIds: supported() }),
    retry: () => flow.send({ type: 'retry' }),
    disconnect: () => flow.send({ type: 'disconnect' }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
