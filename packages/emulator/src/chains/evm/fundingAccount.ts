import { encodeFunctionData, type Hex, keccak256, parseUnits, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { PayAsset } from '../../kernel/chains.ts';
import { FUNDING_ACCOUNT_START } from '../fundingAccount.ts';
import { EMULATOR_TOKENS } from '../public.ts';
import { usdc } from './contracts/artifacts.ts';
import { mintUsdc, sendSigned } from './deploy.ts';
import type { ChainCall } from './rpc.ts';

/** The funding stand-ins' account (`FUNDING_ACCOUNT.evm`): a fixed local test key, not a secret. */
export const fundingAccount = privateKeyToAccount(keccak256(toHex('foyer-emulator-funding-services')));

/** Its ETH at genesis. */
export const FUNDING_GENESIS = {
  address: fundingAccount.address,
  balance: parseUnits(FUNDING_ACCOUNT_START.native, 18),
};

/** Its USDC, minted as the chain starts (after the test contracts are deployed). */
export const mintFundingUsdc = (call: ChainCall, chainId: number): Promise<void> =>
  mintUsdc(call, chainId, fundingAccount.address, parseUnits(FUNDING_ACCOUNT_START.usdc, 6));

/** A real transfer of `amount` wei (or USDC units) from the funding account to `to`; its transaction hash. */
export async function payFromFundingAccount(
  call: ChainCall,
  chainId: number,
  to: Hex,
  asset: PayAsset,
  amount: bigint,
): Promise<Hex> {
  const tx =
    asset === 'native'
      ? { to, value: amount, gas: 100_000n }
      : {
          to: EMULATOR_TOKENS.usdc,
          data: encodeFunctionData({ abi: usdc.abi, functionName: 'transfer', args: [to, amount] }),
          gas: 100_000n,
        };
  return (await sendSigned(call, chainId, fundingAccount, tx)).transactionHash;
}
