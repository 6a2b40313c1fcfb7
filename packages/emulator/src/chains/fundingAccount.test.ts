import { generateKeyPairSigner } from '@solana/kit';
import { encodeFunctionData, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { usdc } from './evm/contracts/artifacts.ts';
import { createEvmChain } from './evm/evmChain.ts';
import { fundingAccount } from './evm/fundingAccount.ts';
import { FUNDING_ACCOUNT_START } from './fundingAccount.ts';
import { EMULATOR_TOKENS, FUNDING_ACCOUNT } from './public.ts';
import { FUNDING } from './solana/genesis.ts';
import { createSolanaChain } from './solana/index.ts';
import type { LocalChain } from './types.ts';

const result = async (chain: Pick<LocalChain, 'rpc'>, method: string, params: unknown[]) => {
  const outcome = await chain.rpc(method, params);
  if (outcome.error) throw new Error(outcome.error.message);
  return outcome.result;
};
const evmBalance = async (chain: LocalChain, address: string) =>
  BigInt(String(await result(chain, 'eth_getBalance', [address, 'latest'])));
const evmUsdc = async (chain: LocalChain, address: `0x${string}`) =>
  BigInt(
    String(
      await result(chain, 'eth_call', [
        {
          to: EMULATOR_TOKENS.usdc,
          data: encodeFunctionData({ abi: usdc.abi, functionName: 'balanceOf', args: [address] }),
        },
        'latest',
      ]),
    ),
  );

describe('the funding stand-ins’ account', () => {
  it('is the address of its fixed key on every chain', () => {
    expect(fundingAccount.address).toBe(FUNDING_ACCOUNT.evm);
    expect(FUNDING).toBe(FUNDING_ACCOUNT.solana);
  });

  it('pays ETH and USDC on an EVM chain by real transfers, and holds its start funds again after a reset', async () => {
    const chain = createEvmChain(31338);
    const to = privateKeyToAccount(generatePrivateKey()).address;
    expect(await evmUsdc(chain, fundingAccount.address)).toBe(parseUnits(FUNDING_ACCOUNT_START.usdc, 6));
    const native = await chain.pay(to, 'native', parseEther('0.25'));
    const token = await chain.pay(to, 'usdc', parseUnits('12.5', 6));
    expect(await evmBalance(chain, to)).toBe(parseEther('0.25'));
    expect(await evmUsdc(chain, to)).toBe(parseUnits('12.5', 6));
    for (const hash of [native, token]) {
      const tx = (await result(chain, 'eth_getTransactionByHash', [hash])) as { from: string };
      expect(tx.from.toLowerCase()).toBe(FUNDING_ACCOUNT.evm.toLowerCase());
    }
    await expect(chain.pay('nope', 'native', 1n)).rejects.toThrow('"nope" is not an EVM address');
    await chain.reset();
    expect(await evmBalance(chain, to)).toBe(0n);
    expect(await evmBalance(chain, FUNDING_ACCOUNT.evm)).toBe(parseEther(FUNDING_ACCOUNT_START.native));
  });

  it('pays SOL and USDC on the Solana cluster by real transfers, and holds its start funds again after a reset', async () => {
    const chain = createSolanaChain();
    const { address: to } = await generateKeyPairSigner();
    const signature = await chain.pay(to, 'native', 250_000_000n);
    await chain.pay(to, 'usdc', 12_500_000n);
    expect(await result(chain, 'getBalance', [to])).toMatchObject({ value: 250_000_000 });
    const tokens = (await result(chain, 'getTokenAccountsByOwner', [
      to,
      { mint: EMULATOR_TOKENS.solanaUsdcMint },
      { encoding: 'jsonParsed' },
    ])) as { value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[] };
    expect(tokens.value[0]?.account.data.parsed.info.tokenAmount.amount).toBe('12500000');
    const tx = (await result(chain, 'getTransaction', [
      signature,
      { encoding: 'json', maxSupportedTransactionVersion: 0 },
    ])) as {
      transaction: { message: { accountKeys: string[] } };
    };
    expect(tx.transaction.message.accountKeys[0]).toBe(FUNDING_ACCOUNT.solana);
    await chain.reset();
    expect(await result(chain, 'getBalance', [to])).toMatchObject({ value: 0 });
    expect(await result(chain, 'getBalance', [FUNDING_ACCOUNT.solana])).toMatchObject({
      value: Number(parseUnits(FUNDING_ACCOUNT_START.native, 9)),
    });
  });
});
