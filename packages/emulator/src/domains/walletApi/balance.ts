import type { RouteResponse, routeDomains } from '@foyer/headless/contract';
import { formatUnits, type Hex } from 'viem';
import { EMULATOR_TOKENS, TOKEN_PRICES_USD } from '../../chains/public.ts';
import { type DomainChain, type DomainChains, NO_CHAINS_MESSAGE } from '../../kernel/chains.ts';
import { ApiError } from '../../kernel/errors.ts';
import { chainCall, SOLANA_LOCAL_CAIP2 } from './rpc.ts';
import type { ServerWalletRecord } from './slice.ts';

type Balance = RouteResponse<typeof routeDomains.walletApi.balance>['balances'][number];

const BALANCE_OF = '0x70a08231';

function entry(chain: string, asset: 'eth' | 'sol' | 'usdc', raw: bigint, decimals: number): Balance {
  const amount = formatUnits(raw, decimals);
  const price = TOKEN_PRICES_USD[asset.toUpperCase() as keyof typeof TOKEN_PRICES_USD];
  return {
    chain,
    asset,
    raw_value: raw.toString(),
    raw_value_decimals: decimals,
    display_values: { [asset]: amount, usd: (Number(amount) * price).toFixed(2) },
  };
}

async function evmBalances(chain: DomainChain, address: string): Promise<Balance[]> {
  const caip2 = `eip155:${chain.id}`;
  const eth = await chainCall<Hex>(chain, 'eth_getBalance', [address, 'latest']);
  const data = `${BALANCE_OF}${address.slice(2).toLowerCase().padStart(64, '0')}`;
  const usdc = await chainCall<Hex>(chain, 'eth_call', [{ to: EMULATOR_TOKENS.usdc, data }, 'latest']);
  return [entry(caip2, 'eth', BigInt(eth), 18), entry(caip2, 'usdc', BigInt(usdc === '0x' ? 0 : usdc), 6)];
}

async function solanaBalances(chain: DomainChain, address: string): Promise<Balance[]> {
  const lamports = await chainCall<{ value: number }>(chain, 'getBalance', [address]);
  const accounts = await chainCall<{ value: { pubkey: string }[] }>(chain, 'getTokenAccountsByOwner', [
    address,
    { mint: EMULATOR_TOKENS.solanaUsdcMint },
    { encoding: 'base64' },
  ]);
  let usdc = 0n;
  for (const { pubkey } of accounts.value) {
    usdc += BigInt(
      (await chainCall<{ value: { amount: string } }>(chain, 'getTokenAccountBalance', [pubkey])).value.amount,
    );
  }
  return [entry(SOLANA_LOCAL_CAIP2, 'sol', BigInt(lamports.value), 9), entry(SOLANA_LOCAL_CAIP2, 'usdc', usdc, 6)];
}

/** The wallet's balances read from the local chains: ETH and USDC on every EVM chain, or SOL and USDC. */
export async function walletBalances(chains: DomainChains, wallet: ServerWalletRecord): Promise<Balance[]> {
  if (chains.ids.length === 0) throw new ApiError(501, undefined, NO_CHAINS_MESSAGE);
  const wanted = chains.ids.filter((id) => (wallet.chain_type === 'solana') === (id === 'solana'));
  const parts = await Promise.all(
    wanted.flatMap((id) => {
      const chain = chains.chain(id);
      if (!chain) return [];
      return [
        wallet.chain_type === 'solana' ? solanaBalances(chain, wallet.address) : evmBalances(chain, wallet.address),
      ];
    }),
  );
  return parts.flat();
}
