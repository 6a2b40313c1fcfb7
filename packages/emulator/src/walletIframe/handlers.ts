import type {
  EntropyRef,
  IframeEventName,
  IframeResponseData,
  WalletChainType,
  WireWalletAccount,
} from '@foyer/headless/contract';
import * as v from 'valibot';
import { sameAddress, verifierOfChain } from '../domains/wallets/entropyRefs.ts';
import { meRoute, type ProviderApi } from './api.ts';
import { delegationHandlers } from './delegation.ts';
import { IframeError, invalidArguments, notAvailable, notOnDevice } from './errors.ts';
import { farcasterSignerHandlers } from './farcasterSigner.ts';
import { parseImportedKey } from './importedKey.ts';
import { createMfa } from './mfa.ts';
import { parse } from './parse.ts';
import { checkRecoveryPassword, type RecoverySecret } from './recoveryProtection.ts';
import { ethereumRpc, solanaRpc } from './signing.ts';
import { userSignerHandlers } from './userSignerSign.ts';
import { type Vault, walletsOf } from './vault.ts';

const text = v.pipe(v.string(), v.minLength(1));
const chainType = v.picklist(['ethereum', 'solana']);
const walletIndex = v.pipe(v.number(), v.integer(), v.minValue(0, 'The wallet index cannot be negative'));
const ref = {
  accessToken: text,
  entropyId: text,
  entropyIdVerifier: v.picklist(['ethereum-address-verifier', 'solana-address-verifier']),
};
/** Recovery fields the emulator does not offer (a PIN, a recovery key, Privy's overrides). */
const unsupportedRecovery = ['recoveryPin', 'recoveryKey', 'recoverySecretOverride', 'iCloudRecordNameOverride'];
const recoveryFields = {
  recoveryMethod: v.optional(v.string()),
  recoveryPassword: v.optional(v.string('`recoveryPassword` must be a string')),
  recoveryAccessToken: v.optional(text),
};

const schemas = {
  create: v.looseObject({
    accessToken: text,
    solanaAddress: v.optional(text),
    ethereumAddress: v.optional(text),
    chainType: v.optional(chainType),
    ...recoveryFields,
  }),
  add: v.looseObject({ ...ref, chainType, hdWalletIndex: walletIndex }),
  ref: v.looseObject(ref),
  recover: v.looseObject({ ...ref, ...recoveryFields }),
  import: v.looseObject({
    accessToken: text,
    privateKey: v.string('`privateKey` must be a string'),
    chainType,
  }),
  setRecovery: v.looseObject({ ...ref, ...recoveryFields, recoveryMethod: v.string() }),
  rpc: v.looseObject({
    ...ref,
    chainType,
    hdWalletIndex: walletIndex,
    request: v.looseObject({ method: v.string() }),
  }),
};

interface RecoveryRequest extends Record<string, unknown> {
  recoveryMethod?: string | undefined;
  recoveryPassword?: string | undefined;
  recoveryAccessToken?: string | undefined;
}

function refuseUnsupportedRecovery(data: Record<string, unknown>): void {
  const field = unsupportedRecovery.find((name) => data[name] !== undefined);
  if (field) throw notAvailable(`Recovery with \`${field}\``);
}

/**
 * The recovery a create or set-recovery asks for: automatic (no method, or `privy`), the user's
 * password (checked against spec §5), or a cloud account (its recovery access token).
 */
function recoverySecret(request: RecoveryRequest): RecoverySecret {
  refuseUnsupportedRecovery(request);
  const method = request.recoveryMethod ?? (request.recoveryPassword === undefined ? 'privy' : 'user-passcode');
  if (method === 'privy') return { method };
  if (method === 'user-passcode') {
    if (request.recoveryPassword === undefined) throw invalidArguments('`recoveryPassword` is required');
    checkRecoveryPassword(request.recoveryPassword);
    return { method, password: request.recoveryPassword };
  }
  if (method === 'google-drive' || method === 'icloud') {
    if (request.recoveryAccessToken === undefined) throw invalidArguments('`recoveryAccessToken` is required');
    return { method, accessToken: request.recoveryAccessToken };
  }
  throw notAvailable(`Recovery method '${method}'`);
}

type Handler = (data: unknown) => Promise<IframeResponseData<IframeEventName>>;
export type Handlers = Partial<Record<string, Handler>>;

/**
 * Every event the iframe implements; the rest answer that the emulator does not offer them yet. A
 * request that carries MFA fields is verified first (`createMfa`).
 */
export function createHandlers(api: ProviderApi, vault: Vault): Handlers {
  const mfa = createMfa(api);
  const handlers = {
    ...walletHandlers(api, vault),
    ...delegationHandlers(api, vault),
    ...farcasterSignerHandlers(api, vault),
    ...mfa.handlers,
    ...userSignerHandlers(vault),
  };
  return Object.fromEntries(
    Object.entries(handlers).map(([event, handler]) => [event, mfa.afterVerification(handler)]),
  );
}

/** The events that create, load, recover and sign with the user's wallets. */
function walletHandlers(api: ProviderApi, vault: Vault): Record<string, Handler> {
  /** The user's entropy, named by one of their index-0 wallets, when they already have one. */
  async function existingEntropy(token: string): Promise<EntropyRef | undefined> {
    const { user } = await api.call(meRoute, token, undefined);
    const primary = user.linked_accounts.find(
      (account): account is WireWalletAccount =>
        account.type === 'wallet' &&
        account.connector_type === 'embedded' &&
        account.imported !== true &&
        account.wallet_index === 0,
    );
    return primary && { entropyId: primary.address, entropyIdVerifier: verifierOfChain(primary.chain_type) };
  }

  /** Index 0 of `chain`: from the user's entropy when there is one (named by `other` or found), else a new entropy. */
  async function createPrimary(
    token: string,
    chain: WalletChainType,
    other: string | undefined,
    secret: RecoverySecret,
  ): Promise<string> {
    const otherChain = chain === 'ethereum' ? 'solana' : 'ethereum';
    const named = other ? { entropyId: other, entropyIdVerifier: verifierOfChain(otherChain) } : undefined;
    const entropy = named ?? (await existingEntropy(token));
    if (!entropy) return (await vault.create(token, chain, secret)).address;
    const loaded = await vault.load(token, entropy);
    if (loaded.info.recovery_method !== secret.method) {
      throw invalidArguments(
        `The user's wallets use '${loaded.info.recovery_method}' recovery: change it with privy:wallets:set-recovery`,
      );
    }
    if (walletsOf(loaded.info, chain).length > 0) {
      throw new IframeError('error', `The user already has an embedded ${chain} wallet`);
    }
    return vault.addWallet(token, loaded, chain, 0);
  }

  return {
    'privy:wallet:create': async (data) => {
      const request = parse(schemas.create, data);
      const secret = recoverySecret(request);
      return { address: await createPrimary(request.accessToken, 'ethereum', request.solanaAddress, secret) };
    },
    'privy:solana-wallet:create': async (data) => {
      const request = parse(schemas.create, data);
      const secret = recoverySecret(request);
      return { publicKey: await createPrimary(request.accessToken, 'solana', request.ethereumAddress, secret) };
    },
    // js-sdk-core's chain-generic create.
    'privy:wallets:create': async (data) => {
      const request = parse(schemas.create, data);
      const secret = recoverySecret(request);
      if (!request.chainType) throw invalidArguments('`chainType` is required');
      return { address: await createPrimary(request.accessToken, request.chainType, undefined, secret) };
    },
    'privy:wallets:add': async (data) => {
      const request = parse(schemas.add, data);
      const loaded = await vault.load(request.accessToken, request);
      return { address: await vault.addWallet(request.accessToken, loaded, request.chainType, request.hdWalletIndex) };
    },
    'privy:wallets:import': async (data) => {
      const request = parse(schemas.import, data);
      const key = parseImportedKey(request.chainType, request.privateKey);
      return { address: (await vault.importKey(request.accessToken, request.chainType, key)).address };
    },
    'privy:wallets:connect': async (data) => {
      const request = parse(schemas.ref, data);
      await vault.load(request.accessToken, request);
      return { entropyId: request.entropyId };
    },
    'privy:wallets:recover': async (data) => {
      const request = parse(schemas.recover, data);
      refuseUnsupportedRecovery(request);
      const { recoveryPassword: password, recoveryAccessToken: accessToken } = request;
      if (password === undefined && accessToken === undefined) await vault.recover(request.accessToken, request);
      else await vault.recoverUserOwned(request.accessToken, request, { password, accessToken });
      return { entropyId: request.entropyId };
    },
    'privy:wallets:set-recovery': async (data) => {
      const request = parse(schemas.setRecovery, data);
      const secret = recoverySecret(request);
      await vault.setRecovery(request.accessToken, request, secret);
      return {
        entropyId: request.entropyId,
        entropyIdVerifier: request.entropyIdVerifier,
        recoveryMethod: secret.method,
      };
    },
    'privy:wallets:rpc': async (data) => {
      const request = parse(schemas.rpc, data);
      const { chainType: chain, hdWalletIndex: index } = request;
      const loaded = await vault.load(request.accessToken, request);
      const wallet = walletsOf(loaded.info, chain).find((candidate) => candidate.wallet_index === index);
      if (!wallet) throw invalidArguments(`The user has no ${chain} wallet at index ${index}`);
      if (chain === 'ethereum') {
        const account = loaded.keys.ethereum(index);
        if (!sameAddress(chain, account.address, wallet.address)) throw notOnDevice();
        return { address: wallet.address, chainType: chain, response: await ethereumRpc(account, request.request) };
      }
      const keypair = loaded.keys.solana(index);
      if (keypair.address !== wallet.address) throw notOnDevice();
      return { address: wallet.address, chainType: chain, response: solanaRpc(keypair.secretKey, request.request) };
    },
  };
}
