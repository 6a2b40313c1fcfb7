/**
 * EIP-7702 signing, the authorization effect's body, loaded on the first authorization: the nonce
 * read from the chain when none was given, then the wallet service signs through the confirmation
 * policy (`eth_sign7702Authorization`), and the 65-byte signature becomes viem's `SignedAuthorization`.
 */

import type { EthereumRpcRequest } from '../../core/wallets/protocol.ts';
import { rpc } from '../jsonRpc.ts';
import type { Hex, SignedAuthorization } from '../types.ts';
import type { SigningEffect } from './signing.machine.ts';
import { describeEthereumRpc } from './signingRequests.ts';
import type { WalletService } from './walletService.ts';

type AuthorizationEffect = Extract<SigningEffect, { type: 'signAuthorization' }>;

export async function signAuthorization(
  service: WalletService,
  { wallet, authorization, chain, rpcUrl, options }: AuthorizationEffect,
  signal: AbortSignal,
): Promise<SignedAuthorization> {
  const { contract, chainId } = authorization;
  // The wallet's next nonce on the chain, as a send reads it (the node's pending count, within 20 s).
  const nonce =
    authorization.nonce ??
    Number(
      BigInt(
        await rpc<Hex>(
          rpcUrl as string,
          { method: 'eth_getTransactionCount', params: [wallet.address, 'pending'] },
          signal,
        ),
      ),
    );
  const call: EthereumRpcRequest = { method: 'eth_sign7702Authorization', params: [{ contract, chainId, nonce }] };
  const signature = await service.signEthereum(wallet, call, describeEthereumRpc(call, chain, []), options, signal);
  return { address: contract, chainId, nonce, ...splitSignature(signature) };
}

/** r ‖ s ‖ v (65 bytes, v = 27 + yParity, or the bare yParity) as viem's signature fields. */
function splitSignature(signature: Hex): { r: Hex; s: Hex; yParity: number } {
  const v = Number.parseInt(signature.slice(130, 132), 16);
  return { r: `0x${signature.slice(2, 66)}`, s: `0x${signature.slice(66, 130)}`, yParity: v >= 27 ? v - 27 : v };
}
