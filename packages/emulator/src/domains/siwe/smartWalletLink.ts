import {
  ErrorCode,
  routeDomains as routes,
  smartWalletTypes,
  type WireSmartWalletAccount,
} from '@foyer/headless/contract';
import * as v from 'valibot';
import { createPublicClient, custom, type Hex } from 'viem';
import { type DomainChains, NO_CHAINS_MESSAGE } from '../../kernel/chains.ts';
import { toUnixSeconds } from '../../kernel/clock.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import type { Registry } from '../../kernel/registry.ts';
import { verifySiwe } from './verify.ts';

const linkSchema = v.object({
  message: v.pipe(v.string(), v.minLength(1)),
  signature: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/, 'The signature must be 0x hex')),
  smart_wallet_type: v.picklist(
    smartWalletTypes,
    `\`smart_wallet_type\` must be one of ${smartWalletTypes.join(', ')}`,
  ),
});

/**
 * What checks a smart account's signature of a SIWE message on chain `id` (its `Chain ID`): viem's
 * `verifyMessage` through the chain's JSON-RPC, with the ERC-4337 stack deployed (an undeployed
 * account's ERC-6492 signature names its factory). 501 without local chains; false on another chain.
 */
function smartAccountVerifier(chains: DomainChains, id: number) {
  if (chains.ids.length === 0) throw new ApiError(501, ErrorCode.NOT_SUPPORTED, NO_CHAINS_MESSAGE);
  const chain = chains.chain(id);
  return async (args: { address: Hex; message: string; signature: Hex }): Promise<boolean> => {
    const stack = chain?.accountAbstraction?.();
    if (!chain || !stack) return false;
    await stack.ready();
    const client = createPublicClient({
      transport: custom({
        async request({ method, params }: { method: string; params?: unknown }) {
          const outcome = await chain.rpc(method, (params as unknown[] | undefined) ?? []);
          if (outcome.error) throw Object.assign(new Error(outcome.error.message), outcome.error);
          return outcome.result;
        },
      }),
    });
    return client.verifyMessage(args);
  };
}

/**
 * Reference §5.8 `siwe/link_smart_wallet`: the SIWE message signed by the user's smart account
 * (ERC-1271 on its chain, or ERC-6492 before the account is deployed) links
 * `{ type: 'smart_wallet', address, smart_wallet_type }` to the logged-in user. The emulator's smart
 * accounts are Light Accounts.
 */
export function registerSmartWalletLink({ core, chains, route }: Registry): void {
  route(routes.siwe.linkSmartWallet, linkSchema, async (request) => {
    const { body, appId, app } = request;
    const record = await core.identity.authenticate(request);
    if (body.smart_wallet_type !== 'light_account') {
      throw invalidData(`The emulator's smart wallets are Light Accounts, not ${body.smart_wallet_type}`);
    }
    const chainId = Number(/^Chain ID: (\d+)$/m.exec(body.message)?.[1] ?? 0);
    const verify = smartAccountVerifier(chains, chainId);
    const { address } = await verifySiwe(core, appId, app, body.message, body.signature as Hex, verify);
    const now = toUnixSeconds(core.clock.now(appId));
    const account: WireSmartWalletAccount = {
      type: 'smart_wallet',
      address,
      smart_wallet_type: body.smart_wallet_type,
      verified_at: now,
      first_verified_at: now,
      latest_verified_at: now,
    };
    if (core.identity.owner(appId, account) === record) return core.identity.wire(record);
    return core.identity.link(record, account, { transfer: false });
  });
}
