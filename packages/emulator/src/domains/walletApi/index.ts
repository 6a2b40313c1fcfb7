import { HEADER, routeDomains, type WireWalletTransaction } from '@foyer/headless/contract';
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { hexToBytes } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { type AppRecord, deleteRecordsOf } from '../../kernel/app.ts';
import type { EmulatorContext } from '../../kernel/context.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { defineDomain } from '../../kernel/domain.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import { DEFAULT_APP_ID, findAppOr404 } from '../apps/index.ts';
import { requireOwnOrigin } from '../wallets/index.ts';
import { type Authority, authorize } from './authorize.ts';
import { walletBalances } from './balance.ts';
import { type Caller, walletApiCaller } from './caller.ts';
import { delegate, revoke } from './delegation.ts';
import { walletApiDevRoutes } from './devRoutes.ts';
import { enclaveKey, exportedKey, walletKey } from './enclave.ts';
import { sealToRecipient } from './hpke.ts';
import { pointOfSpki } from './keys.ts';
import { enforcePolicies, policySubject } from './policies.ts';
import { newId, nowSeconds, requireDelegated, requireWallet, wireWallet } from './records.ts';
import { rawSign, walletRpc } from './rpc.ts';
import { walletApiBodies as bodies, walletApiStateSchema } from './schemas.ts';
import { type KeyQuorumRecord, type PolicyRecord, type ServerWalletRecord, walletApiSlice } from './slice.ts';

const routes = routeDomains.walletApi;

/** The request's JSON body as sent (what its signers signed). */
async function sentBody(c: EmulatorContext): Promise<unknown> {
  const text = await c.req.text();
  return text.trim() === '' ? {} : (JSON.parse(text) as unknown);
}

/** A page of `items` after the id `cursor`, at most `limit` (1-100, default 100). */
function page<T>(items: T[], idOf: (item: T) => string, c: EmulatorContext) {
  const limit = Number(c.req.query('limit') ?? 100);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw invalidData('`limit` must be an integer from 1 to 100');
  const cursor = c.req.query('cursor');
  const start = cursor === undefined ? 0 : items.findIndex((item) => idOf(item) === cursor) + 1;
  if (cursor !== undefined && start === 0) throw invalidData('Unknown `cursor`');
  const data = items.slice(start, start + limit);
  const last = data.at(-1);
  return { data, next_cursor: start + limit < items.length && last !== undefined ? idOf(last) : null };
}

/** Policy ids and signers a wallet may name: the app's own. */
function checkReferences(
  core: EmulatorCore,
  appId: string,
  {
    policy_ids = [],
    additional_signers = [],
    owner_id,
  }: Partial<Pick<ServerWalletRecord, 'policy_ids' | 'additional_signers' | 'owner_id'>>,
): void {
  const state = core.slice(walletApiSlice);
  const policies = [...policy_ids, ...additional_signers.flatMap((signer) => signer.override_policy_ids ?? [])];
  const unknownPolicy = policies.find((id) => state.policies.get(id)?.app_id !== appId);
  if (unknownPolicy) throw invalidData(`No policy ${unknownPolicy} in this app`);
  const quorums = [...additional_signers.map((signer) => signer.signer_id), ...(owner_id ? [owner_id] : [])];
  const unknownQuorum = quorums.find((id) => state.keyQuorums.get(id)?.app_id !== appId);
  if (unknownQuorum) throw invalidData(`No key quorum ${unknownQuorum} in this app`);
}

/** An app wallet with no owner: its app secret alone controls it. */
const ownerless = (wallet: ServerWalletRecord) => wallet.owner_id === null && wallet.user_id === null;

/** A fresh key for an app wallet: secp256k1 (Ethereum) or an ed25519 seed (Solana), and its address. */
function freshKey(chain: ServerWalletRecord['chain_type']): { key: Uint8Array; address: string } {
  if (chain === 'ethereum') {
    const key = generatePrivateKey();
    return { key: hexToBytes(key), address: privateKeyToAddress(key) };
  }
  const key = crypto.getRandomValues(new Uint8Array(32));
  return { key, address: base58.encode(ed25519.getPublicKey(key)) };
}

/**
 * The wallet API (reference §5.15) and delegation: the emulator's enclave (a P-256 key per instance;
 * the shares users delegate, kept wrapped by the KMS), key quorums, policies, app and delegated user
 * wallets, their signing, sending and export. Who may call what: `core/api/routes/walletApi.ts`.
 */
export const walletApiDomain = defineDomain({
  ...walletApiSlice,
  devRoutes: walletApiDevRoutes,
  state: {
    schema: walletApiStateSchema,
    save: ({ keyQuorums, policies, wallets, shares, transactions }) =>
      structuredClone({
        keyQuorums: [...keyQuorums.values()],
        policies: [...policies.values()],
        wallets: [...wallets.values()],
        shares: [...shares.values()],
        transactions,
      }),
    load: (json) => ({
      keyQuorums: new Map(json.keyQuorums.map((quorum): [string, KeyQuorumRecord] => [quorum.id, quorum])),
      policies: new Map(json.policies.map((policy): [string, PolicyRecord] => [policy.id, policy])),
      wallets: new Map(json.wallets.map((wallet): [string, ServerWalletRecord] => [wallet.id, wallet])),
      shares: new Map(json.shares.map((share) => [share.entropy_id, share])),
      transactions: json.transactions,
      usedSignatures: new Map(),
    }),
  },
  forgetUser(core, userId) {
    const state = core.slice(walletApiSlice);
    for (const [id, wallet] of state.wallets) if (wallet.user_id === userId) state.wallets.delete(id);
    for (const [id, quorum] of state.keyQuorums) if (quorum.user_id === userId) state.keyQuorums.delete(id);
    for (const [id, share] of state.shares) if (share.user_id === userId) state.shares.delete(id);
    state.transactions = state.transactions.filter((tx) => state.wallets.has(tx.wallet_id));
  },
  forgetApp(core, appId) {
    const state = core.slice(walletApiSlice);
    for (const records of [state.keyQuorums, state.policies, state.wallets, state.shares])
      deleteRecordsOf(records, appId);
    state.transactions = state.transactions.filter((tx) => tx.app_id !== appId);
  },
  register({ core, chains, route, dev }) {
    dev(walletApiDevRoutes.appSecret, null, ({ c }) => {
      const appId = c.req.header(HEADER.appId) ?? DEFAULT_APP_ID;
      return { app_id: appId, app_secret: findAppOr404(core, appId).app_secret };
    });

    route(routes.teeKey, null, async ({ c }) => {
      requireOwnOrigin(c);
      return { public_key: (await enclaveKey(core)).publicKey };
    });
    route(routes.delegate, bodies.delegate, ({ body, appId, c }) => delegate(core, { appId, c }, body));
    route(routes.revoke, bodies.revoke, ({ appId, c }) => revoke(core, { appId, c }));

    route(routes.createKeyQuorum, bodies.createKeyQuorum, async (request) => {
      await walletApiCaller(core, request);
      const { public_keys, authorization_threshold = 1, display_name } = request.body;
      const bad = public_keys.find((key) => pointOfSpki(key) === undefined);
      if (bad !== undefined) throw invalidData('Each of `public_keys` must be a P-256 public key (base64 SPKI DER)');
      if (authorization_threshold > public_keys.length) {
        throw invalidData('`authorization_threshold` cannot exceed the number of keys');
      }
      const quorum: KeyQuorumRecord = {
        app_id: request.appId,
        user_id: null,
        id: newId(),
        public_keys: [...new Set(public_keys)],
        authorization_threshold,
        display_name: display_name ?? null,
      };
      core.slice(walletApiSlice).keyQuorums.set(quorum.id, quorum);
      const { app_id: _app, user_id: _user, ...wire } = quorum;
      return wire;
    });

    route(routes.createPolicy, bodies.createPolicy, async (request) => {
      await walletApiCaller(core, request);
      const policy: PolicyRecord = {
        ...request.body,
        app_id: request.appId,
        id: newId(),
        created_at: nowSeconds(core, request.appId),
      };
      core.slice(walletApiSlice).policies.set(policy.id, policy);
      const { app_id: _app, ...wire } = policy;
      return wire;
    });

    route(routes.createWallet, bodies.createWallet, async (request) => {
      await walletApiCaller(core, request);
      const { appId, body } = request;
      const owner_id = body.owner_id ?? null;
      checkReferences(core, appId, { ...body, owner_id });
      if (owner_id !== null && core.slice(walletApiSlice).keyQuorums.get(owner_id)?.user_id !== null) {
        throw invalidData("A user's signer cannot own an app wallet");
      }
      const { key, address } = freshKey(body.chain_type);
      const wallet: ServerWalletRecord = {
        app_id: appId,
        id: newId(),
        address,
        chain_type: body.chain_type,
        created_at: nowSeconds(core, appId),
        exported_at: null,
        policy_ids: body.policy_ids ?? [],
        additional_signers: body.additional_signers ?? [],
        owner_id,
        user_id: null,
        entropy_id: null,
        wallet_index: null,
        delegated: false,
        wrapped_key: await core.walletKms.wrap(key),
      };
      core.slice(walletApiSlice).wallets.set(wallet.id, wallet);
      return wireWallet(wallet);
    });

    route(routes.listWallets, null, async (request) => {
      await walletApiCaller(core, request);
      const { c, appId } = request;
      const userId = c.req.query('user_id');
      const chain = c.req.query('chain_type');
      const wallets = [...core.slice(walletApiSlice).wallets.values()].filter(
        (wallet) =>
          wallet.app_id === appId &&
          (userId === undefined || wallet.user_id === userId) &&
          (chain === undefined || wallet.chain_type === chain),
      );
      const { data, next_cursor } = page(wallets, (wallet) => wallet.id, c);
      return { data: data.map(wireWallet), next_cursor };
    });

    /** The caller (the app secret, or the wallet's own user) and the wallet the path names. */
    async function callerAndWallet(request: {
      appId: string;
      app: AppRecord;
      c: EmulatorContext;
      params: { wallet_id: string };
    }) {
      const caller = await walletApiCaller(core, request, { users: true });
      return { caller, wallet: requireWallet(core, request.appId, caller, request.params.wallet_id) };
    }

    /** A signing or changing request: a delegated wallet, and a signature the wallet accepts for it. */
    async function authorized(request: Parameters<typeof callerAndWallet>[0]): Promise<{
      caller: Caller;
      wallet: ServerWalletRecord;
      authority: Authority;
    }> {
      const { caller, wallet } = await callerAndWallet(request);
      requireDelegated(wallet);
      const body = await sentBody(request.c);
      return { caller, wallet, authority: authorize(core, { ...request, caller, body }, wallet) };
    }

    route(routes.getWallet, null, async (request) => wireWallet((await callerAndWallet(request)).wallet));

    route(routes.updateWallet, bodies.updateWallet, async (request) => {
      const { wallet, authority } = await authorized(request);
      if (authority.kind !== 'owner' && !ownerless(wallet)) {
        throw new ApiError(401, undefined, "Only the wallet's owner may change its signers, policies or owner");
      }
      const { body, appId } = request;
      checkReferences(core, appId, body);
      if (wallet.user_id !== null && body.owner_id !== undefined && body.owner_id !== wallet.owner_id) {
        throw invalidData("A user's wallet stays owned by their user signer");
      }
      if (body.policy_ids !== undefined) wallet.policy_ids = body.policy_ids;
      if (body.additional_signers !== undefined) wallet.additional_signers = body.additional_signers;
      if (body.owner_id !== undefined) wallet.owner_id = body.owner_id;
      return wireWallet(wallet);
    });

    route(routes.rpc, bodies.rpc, async (request) => {
      const { wallet, authority } = await authorized(request);
      const rpcRequest = request.body;
      const caip2 = 'caip2' in rpcRequest ? /^eip155:(\d+)$/.exec(rpcRequest.caip2)?.[1] : undefined;
      enforcePolicies(
        core,
        wallet,
        authority,
        policySubject(rpcRequest, caip2 === undefined ? undefined : Number(caip2)),
      );
      const data = await walletRpc(core, chains, wallet, await walletKey(core, wallet), rpcRequest);
      return { method: rpcRequest.method, data };
    });

    route(routes.rawSign, bodies.rawSign, async (request) => {
      const { wallet, authority } = await authorized(request);
      enforcePolicies(core, wallet, authority, { method: 'raw_sign' });
      const signature = await rawSign(await walletKey(core, wallet), request.body.params.hash);
      return { data: { signature, encoding: 'hex' as const } };
    });

    route(routes.exportWallet, bodies.exportWallet, async (request) => {
      const { wallet, authority } = await authorized(request);
      // A user's embedded wallet shows its key only in the export page, on the wallet's own origin:
      // never sealed to a key a request names (a script on the app's page could name its own).
      if (wallet.user_id !== null) {
        throw new ApiError(
          403,
          undefined,
          "A user's embedded wallet exports only through its export page, not the wallet API",
        );
      }
      if (authority.kind !== 'owner' && !ownerless(wallet)) {
        throw new ApiError(401, undefined, "Only the wallet's owner may export its key");
      }
      const sealed = await sealToRecipient(
        request.body.recipient_public_key,
        exportedKey(await walletKey(core, wallet)),
      );
      wallet.exported_at = nowSeconds(core, request.appId);
      return { encryption_type: 'HPKE' as const, ...sealed };
    });

    route(routes.balance, null, async (request) => {
      const { wallet } = await callerAndWallet(request);
      return { balances: await walletBalances(chains, wallet) };
    });

    route(routes.transactions, null, async (request) => {
      const { wallet } = await callerAndWallet(request);
      const sent = core
        .slice(walletApiSlice)
        .transactions.filter((tx) => tx.wallet_id === wallet.id)
        .reverse();
      const { data, next_cursor } = page(sent, (tx) => tx.transaction_id, request.c);
      return {
        transactions: data.map(({ app_id: _app, wallet_id: _wallet, ...tx }): WireWalletTransaction => tx),
        next_cursor,
      };
    });
  },
});
export { walletApiCaller } from './caller.ts';
