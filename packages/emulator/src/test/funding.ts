import { createSolanaRpc, address as solanaAddress } from '@solana/kit';
import { createPublicClient, erc20Abi, http } from 'viem';
import { EMULATOR_TOKENS, emulatorEvmChains, emulatorSolanaCluster } from '../chains/public.ts';
import type { Emulator } from '../createEmulator.ts';
import { createSession } from '../testing.ts';

let counter = 0;

/** Test-only: a fresh user of the app (default the default app) with a session: their id and access token. */
export async function fundingUser(emulator: Emulator, appId?: string): Promise<{ id: string; token: string }> {
  const email = `funder${++counter}@example.com`;
  const { token, user } = await createSession(emulator, appId === undefined ? { email } : { email, app_id: appId });
  return { id: user?.id as string, token: token as string };
}

/**
 * Test-only: balances read through the emulator's JSON-RPC, as an app reads them: the native
 * currency and the USDC-like token of `address` on an EVM chain (31337 or 31338) or the Solana
 * cluster, in smallest units.
 */
export function chainReader(emulator: Emulator) {
  const [first, second] = emulatorEvmChains(emulator.url);
  const evm = (chainId: number) => createPublicClient({ chain: chainId === 31338 ? second : first, transport: http() });
  const solana = createSolanaRpc(emulatorSolanaCluster(emulator.url).rpcUrl);
  return {
    evm,
    async balance(chain: number | 'solana', address: string, asset: 'native' | 'usdc' = 'native'): Promise<bigint> {
      if (chain !== 'solana') {
        const reader = evm(chain);
        const owner = address as `0x${string}`;
        if (asset === 'native') return reader.getBalance({ address: owner });
        return reader.readContract({
          address: EMULATOR_TOKENS.usdc,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        });
      }
      if (asset === 'native') return (await solana.getBalance(solanaAddress(address)).send()).value;
      const { value } = await solana
        .getTokenAccountsByOwner(
          solanaAddress(address),
          { mint: solanaAddress(EMULATOR_TOKENS.solanaUsdcMint) },
          { encoding: 'jsonParsed' },
        )
        .send();
      return value.reduce((sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount), 0n);
    },
  };
}
