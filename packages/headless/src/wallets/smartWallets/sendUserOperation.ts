import { concat, type Hex } from 'viem';
import type { BundlerClient, SmartAccount, UserOperation } from 'viem/account-abstraction';
import { getUserOperationHash } from 'viem/account-abstraction';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { getWalletService } from '../embedded/getWalletService.ts';
import { decodeCall } from '../ethereum/decodeCall.ts';
import { chainRpc } from '../jsonRpc.ts';
import type { AssetInfo, EthereumSendPreview, EthereumSendReceipt, SendChain } from '../sendTypes.ts';
import type { EmbeddedEthereumWallet, WalletCallOptions } from '../types.ts';
import { EOA_SIGNATURE_TYPE } from './lightAccountSignatures.ts';

/** One call of a user operation. */
export interface SmartWalletCall {
  to: Hex;
  value?: bigint;
  data?: Hex;
}

/** How long the bundler may take to include a user operation once sent. */
const RECEIPT_TIMEOUT_MS = 60_000;

/** What the user confirms: the calls as one send from the smart account, its gas paid by it or the paymaster. */
async function preview(
  rpc: ReturnType<typeof chainRpc>,
  chain: SendChain,
  operation: UserOperation<'0.7'>,
  calls: readonly SmartWalletCall[],
): Promise<EthereumSendPreview> {
  const native: AssetInfo = { kind: 'native', address: null, ...chain.nativeCurrency };
  const value = calls.reduce((sum, call) => sum + (call.value ?? 0n), 0n);
  const gas =
    operation.callGasLimit +
    operation.verificationGasLimit +
    operation.preVerificationGas +
    (operation.paymasterVerificationGasLimit ?? 0n) +
    (operation.paymasterPostOpGasLimit ?? 0n);
  const sponsored = operation.paymaster !== undefined;
  const fee = sponsored ? 0n : gas * operation.maxFeePerGas;
  const [first] = calls;
  const single = calls.length === 1 && first;
  const transaction = {
    from: operation.sender,
    to: single ? first.to : operation.sender,
    chainId: chain.id,
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    value,
    data: single ? (first.data ?? null) : operation.callData,
    nonce: Number(operation.nonce & 0xffff_ffffn),
    gas,
    maxFeePerGas: operation.maxFeePerGas,
    maxPriorityFeePerGas: operation.maxPriorityFeePerGas,
  };
  const [balance, action] = await Promise.all([
    rpc('eth_getBalance', [operation.sender, 'latest']).then((wei) => BigInt(wei as Hex)),
    decodeCall(rpc, transaction, native, () => Promise.resolve(null)),
  ]);
  return {
    transaction,
    action,
    fee: { asset: native, value: fee, usd: null },
    total: { asset: native, value: value + fee, usd: null },
    balance,
    hasFunds: balance >= value + fee,
    scan: null,
    batch: null,
  };
}

/**
 * A smart account's send (spec wallets §2, the send's confirmation): the user operation is prepared
 * by the bundler (gas, and the paymaster's data when sponsored), shown as one send from the smart
 * account under the one confirmation policy, and approving it has the embedded wallet (the owner)
 * sign its hash in the iframe (`personal_sign`, no second screen: it is what the user approved);
 * then the bundler sends it and its receipt resolves.
 */
export async function sendUserOperation(
  core: FoyerCore,
  {
    owner,
    account,
    bundler,
    chain,
    calls,
    options,
  }: {
    owner: EmbeddedEthereumWallet;
    account: SmartAccount;
    bundler: BundlerClient;
    chain: SendChain;
    calls: readonly SmartWalletCall[];
    options: WalletCallOptions;
  },
  signal: AbortSignal,
): Promise<EthereumSendReceipt & { userOperationHash: Hex }> {
  if (calls.length === 0) throw new FoyerError(ErrorCode.INVALID_DATA, 'A user operation needs at least one call');
  const rpc = chainRpc(chain.rpcUrl, signal);
  const operation = (await bundler
    .prepareUserOperation({ account, calls: calls.map((call) => ({ ...call })) })
    .catch((error: unknown) => {
      throw new FoyerError(
        ErrorCode.TRANSACTION_FAILURE,
        `The bundler could not prepare the user operation: ${message(error)}`,
      );
    })) as UserOperation<'0.7'>;
  const shown = await preview(rpc, chain, operation, calls);
  const hash = getUserOperationHash({
    userOperation: { ...operation, signature: '0x' },
    entryPointAddress: account.entryPoint.address,
    entryPointVersion: '0.7',
    chainId: chain.id,
  });
  const service = await getWalletService(core);
  let userOperationHash: Hex | undefined;
  const receipt = await service.sendEthereum(
    owner,
    { method: 'personal_sign', params: [hash, owner.address] },
    { kind: 'send-transaction', preview: shown },
    options,
    signal,
    async (ownerSignature) => {
      const signature = concat([EOA_SIGNATURE_TYPE, ownerSignature as Hex]);
      userOperationHash = await bundler.sendUserOperation({ ...operation, signature });
      const { receipt: mined, success } = await bundler.waitForUserOperationReceipt({
        hash: userOperationHash,
        timeout: RECEIPT_TIMEOUT_MS,
      });
      return {
        hash: mined.transactionHash,
        status: success ? 'success' : 'reverted',
        blockNumber: mined.blockNumber,
        gasUsed: mined.gasUsed,
        fee: mined.gasUsed * mined.effectiveGasPrice,
      } satisfies EthereumSendReceipt;
    },
    () => {
      if (!shown.hasFunds) {
        throw new FoyerError(
          ErrorCode.INSUFFICIENT_BALANCE,
          `Smart wallet ${operation.sender} does not have enough funds for this transaction`,
        );
      }
    },
  );
  return { ...receipt, userOperationHash: userOperationHash as Hex };
}

const message = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));
