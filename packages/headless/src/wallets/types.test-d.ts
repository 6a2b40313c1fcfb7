/**
 * Type tests (checked by the typecheck stage, never run): the kit's Ethereum addresses are viem's
 * `Address`, so they go to viem as they are, though the kit's own types need no viem.
 */
import { type Address, verifyMessage } from 'viem';
import { expectTypeOf } from 'vitest';
import { useSignMessage } from '../react/useWalletActions.ts';
import { useSolanaWallets, useWallets } from '../react/useWallets.ts';
import type { Address as FoyerAddress } from './types.ts';

expectTypeOf<FoyerAddress>().toEqualTypeOf<Address>();

const { wallets, externalWallets } = useWallets();
const [wallet] = wallets;
const [external] = externalWallets;
expectTypeOf(wallet!.address).toEqualTypeOf<Address>();
expectTypeOf(external!.address).toEqualTypeOf<Address>();

export async function verify(message: string) {
  const { signature } = await useSignMessage().signMessageAsync({ message });
  const embedded: boolean = await verifyMessage({ address: wallet!.address, message, signature });
  const connected: boolean = await verifyMessage({ address: external!.address, message, signature });
  return embedded && connected;
}

// Solana addresses stay base58 strings.
expectTypeOf(useSolanaWallets().wallets[0]!.address).toEqualTypeOf<string>();
expectTypeOf(useSolanaWallets().externalWallets[0]!.address).toEqualTypeOf<string>();
