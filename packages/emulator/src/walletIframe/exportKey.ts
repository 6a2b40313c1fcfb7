import type { ExportQuery } from '@foyer/headless/contract';
import { base58 } from '@scure/base';
import { bytesToHex } from 'viem';
import { sameAddress } from '../domains/wallets/entropyRefs.ts';
import { IframeError, invalidArguments, notOnDevice } from './errors.ts';
import { entropyMnemonic } from './keys.ts';
import { type Vault, walletsOf } from './vault.ts';

/**
 * The export page's channel (`BroadcastChannel`, same origin and storage partition only): the page
 * asks the wallet iframe of its app for one wallet's key, which the iframe loads as for signing.
 */
export const EXPORT_CHANNEL = 'foyer:wallet-export';

/** Page → iframe: which wallet, and the user's access token (from the page's fragment). */
export type ExportRequest = { type: 'export:request'; id: string; app_id: string; token: string } & Pick<
  ExportQuery,
  'entropy_id' | 'entropy_id_verifier' | 'hd_wallet_index' | 'chain_type' | 'phrase_export'
>;

/** What the page shows: Ethereum the 0x key, Solana base58 of the 64-byte secret key; the HD mnemonic when asked. */
export interface ExportedKey {
  private_key: string;
  mnemonic?: string;
}

/** Iframe → page, matched by `id`. */
export type ExportResponse =
  | { type: 'export:response'; id: string; key: ExportedKey }
  | { type: 'export:response'; id: string; error: { type: string; message: string } };

/** One wallet's key, loaded exactly as for signing (device share + auth share, MFA-gated). */
export async function exportKey(vault: Vault, request: ExportRequest): Promise<ExportedKey> {
  const index = Number(request.hd_wallet_index);
  if (!Number.isInteger(index) || index < 0) throw invalidArguments('`hd_wallet_index` must be a wallet index');
  const chain = request.chain_type;
  if (chain !== 'ethereum' && chain !== 'solana') throw invalidArguments('`chain_type` must be ethereum or solana');
  const loaded = await vault.load(request.token, {
    entropyId: request.entropy_id,
    entropyIdVerifier: request.entropy_id_verifier,
  });
  const wallet = walletsOf(loaded.info, chain).find((candidate) => (candidate.wallet_index ?? 0) === index);
  if (!wallet) throw invalidArguments(`The user has no ${chain} wallet at index ${index}`);
  let private_key: string;
  if (chain === 'ethereum') {
    if (!sameAddress(chain, loaded.keys.ethereum(index).address, wallet.address)) throw notOnDevice();
    private_key = bytesToHex(loaded.keys.ethereumKey(index));
  } else {
    const keypair = loaded.keys.solana(index);
    if (keypair.address !== wallet.address) throw notOnDevice();
    const secret = new Uint8Array(64);
    secret.set(keypair.secretKey);
    secret.set(keypair.publicKey, 32);
    private_key = base58.encode(secret);
  }
  const phrase = request.phrase_export === 'true' && !loaded.info.imported;
  return phrase ? { private_key, mnemonic: entropyMnemonic(loaded.entropy) } : { private_key };
}

const isRequest = (data: unknown, appId: string): data is ExportRequest =>
  typeof data === 'object' &&
  data !== null &&
  (data as ExportRequest).type === 'export:request' &&
  (data as ExportRequest).app_id === appId &&
  typeof (data as ExportRequest).id === 'string' &&
  typeof (data as ExportRequest).token === 'string';

/**
 * The wallet iframe's side of the channel: answers each export request of its app on the channel
 * (never on `postMessage`, never stored, never logged). Returns a function that stops listening.
 */
export function answerExports(channel: BroadcastChannel, appId: string, vault: Vault): () => void {
  const listener = (event: MessageEvent) => {
    const request: unknown = event.data;
    if (!isRequest(request, appId)) return;
    void exportKey(vault, request)
      .then(
        (key): ExportResponse => ({ type: 'export:response', id: request.id, key }),
        (error: unknown): ExportResponse => {
          const failure = error instanceof IframeError ? error : new IframeError('error', 'Unable to export wallet');
          return { type: 'export:response', id: request.id, error: { type: failure.type, message: failure.message } };
        },
      )
      .then((response) => channel.postMessage(response));
  };
  channel.addEventListener('message', listener);
  return () => channel.removeEventListener('message', listener);
}
