import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { storeProviderToken } from '../../core/session/providerTokens.ts';
import { userAtom } from '../../core/store/atoms.ts';
import type { AccountByType } from '../../core/user.ts';
import { createUnlinkAccountFlow } from '../accounts/unlinkAccount.flow.ts';
import type { UnlinkAccountSnapshot } from '../accounts/unlinkAccount.machine.ts';
import { createCrossAppLoginFlow } from './crossAppLogin.flow.ts';
import type { CrossAppLoginSnapshot } from './crossAppLogin.machine.ts';
import {
  type CrossAppRequestCallbacks,
  type CrossAppRequestCommands,
  type CrossAppRequestFlowOptions,
  createCrossAppRequestFlow,
} from './crossAppRequest.flow.ts';
import type { CrossAppRequestSnapshot } from './crossAppRequest.machine.ts';

/** The cross-app account commands beside the requests' (reference §3.12). None rejects. */
export interface CrossAppAccountCommands {
  /** Cross-app login (`useCrossAppLogin`'s run): resolves with its settled snapshot. Call it from a click. */
  loginWithCrossAppAccount(args: { appId: string }): Promise<CrossAppLoginSnapshot>;
  /** Links the user's account at provider app `appId` (and keeps its provider token). Call it from a click. */
  linkCrossAppAccount(args: { appId: string }): Promise<CrossAppLoginSnapshot>;
  /**
   * Unlinks the cross-app account of `subject` (the user's id at the provider app) and forgets its
   * provider token; null when the user holds no such account.
   */
  unlinkCrossAppAccount(args: { subject: string }): Promise<UnlinkAccountSnapshot | null>;
}

export type CrossAppAccountsCommands = CrossAppRequestCommands & CrossAppAccountCommands;

/**
 * `useCrossAppAccounts` without React: the requests' flow (its snapshot is the one shown), and the
 * login, link and unlink runs it adds, started and stopped together.
 */
export function createCrossAppAccounts(core: FoyerCore, options: CrossAppRequestFlowOptions = {}) {
  const redirect = options.redirectUrl === undefined ? {} : { redirectUrl: options.redirectUrl };
  const requests = createCrossAppRequestFlow(core, options);
  const login = createCrossAppLoginFlow(core, redirect);
  const link = createCrossAppLoginFlow(core, { intent: 'link', ...redirect });
  const unlink = crossAppUnlink(core);
  const runs = [requests, login, link, unlink];
  const commands: CrossAppAccountsCommands = {
    ...requests.commands,
    loginWithCrossAppAccount: ({ appId }) => login.commands.initCrossAppLogin({ appId }),
    linkCrossAppAccount: ({ appId }) => link.commands.initCrossAppLogin({ appId }),
    unlinkCrossAppAccount: ({ subject }) => unlink.run(subject),
  };
  return {
    getSnapshot: (): CrossAppRequestSnapshot => requests.getSnapshot(),
    subscribe: requests.subscribe,
    get callbacks(): CrossAppRequestCallbacks {
      return requests.callbacks;
    },
    set callbacks(value: CrossAppRequestCallbacks) {
      requests.callbacks = value;
    },
    start: () => {
      for (const run of runs) run.start();
    },
    stop: () => {
      for (const run of runs) run.stop();
    },
    commands,
  };
}

/** The unlink of a cross-app account by its subject, which also forgets the provider app's token. */
function crossAppUnlink(core: FoyerCore) {
  const flow = createUnlinkAccountFlow(core);
  return {
    start: flow.start,
    stop: flow.stop,
    async run(subject: string): Promise<UnlinkAccountSnapshot | null> {
      const account = core.store
        .get(userAtom)
        ?.linkedAccounts.find(
          (candidate): candidate is AccountByType<'cross_app'> =>
            candidate.type === 'cross_app' && candidate.subject === subject,
        );
      if (!account) return null;
      const settled = await flow.commands.unlinkAccount(account);
      if (settled.status === 'done') storeProviderToken(core.storage, account.providerAppId, null);
      return settled;
    },
  };
}
