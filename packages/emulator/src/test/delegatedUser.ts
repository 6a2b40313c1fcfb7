import type { Emulator } from '../createEmulator.ts';
import { DEFAULT_APP_ID } from '../domains/apps/index.ts';
import { createSession } from '../testing.ts';
import { walletDevice } from './walletDevice.ts';

let counter = 0;

/**
 * Test-only: a user of `appId` with an Ethereum and a Solana wallet (index 0) made on one device,
 * and `consent()`: the iframe's `privy:delegated-actions:consent` for both (its reply).
 */
export async function userWithWallets(emulator: Emulator, appId: string = DEFAULT_APP_ID) {
  const auth = await createSession(emulator, { email: `delegating.${++counter}@example.com`, app_id: appId });
  const token = auth.token as string;
  const device = walletDevice(emulator, appId);
  const eth = await device.send('privy:wallet:create', { accessToken: token });
  const address = eth.data?.address as `0x${string}`;
  const sol = await device.send('privy:solana-wallet:create', { accessToken: token, ethereumAddress: address });
  const publicKey = sol.data?.publicKey as string;
  const ref = { accessToken: token, entropyId: address, entropyIdVerifier: 'ethereum-address-verifier' };
  const wallets = [
    { address, chainType: 'ethereum', walletIndex: 0 },
    { address: publicKey, chainType: 'solana', walletIndex: 0 },
  ];
  const consent = (delegatedWallets: typeof wallets = wallets, extra: Record<string, unknown> = {}) =>
    device.send('privy:delegated-actions:consent', {
      ...ref,
      ...extra,
      rootWallet: { address, chainType: 'ethereum', imported: false },
      delegatedWallets,
    });
  return { token, userId: auth.user?.id as string, device, address, publicKey, ref, consent };
}

/** Test-only: a user whose two wallets are delegated; `ids`: their wallet-API ids (Ethereum, Solana). */
export async function delegatedUser(emulator: Emulator, appId: string = DEFAULT_APP_ID) {
  const user = await userWithWallets(emulator, appId);
  const reply = await user.consent();
  if (reply.error) throw new Error(`Consent failed: ${reply.error.message}`);
  const wallets = reply.data?.wallets as { address: string; id: string }[];
  const id = (address: string) => wallets.find((wallet) => wallet.address === address)?.id as string;
  return { ...user, ethId: id(user.address), solId: id(user.publicKey) };
}
