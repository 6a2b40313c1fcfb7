import {
  ErrorCode,
  HEADER,
  type LoginMode,
  type RouteDef,
  type RouteRequest,
  type RouteResponse,
  type WireAuthResponse,
  type WireEmailAccount,
  type WirePhoneAccount,
  type WireSuccess,
  type WireUser,
} from '@foyer/headless/contract';
import type * as v from 'valibot';
import type { AppRecord } from '../../kernel/app.ts';
import { toUnixSeconds } from '../../kernel/clock.ts';
import { ApiError } from '../../kernel/errors.ts';
import type { UserRecord } from '../../kernel/identity.ts';
import type { Accepts, Registry } from '../../kernel/registry.ts';
import { checkInitCaptcha } from '../captcha/index.ts';
import { accountKey, linkedToAnotherUser } from '../identity/index.ts';
import type { OutboxChannel } from '../outbox/index.ts';
import { sendCode, verifyCode } from './codes.ts';
import type { CodeSlice } from './slice.ts';

/** A provider route with the schema that validates its body into the shape the core handles. */
export interface CodeRoute<Body, Res> {
  readonly def: RouteDef<unknown, Res>;
  readonly schema: v.GenericSchema<unknown, Body>;
}

/** Binds a channel's route to its body schema; the schema must accept every body the client may send. */
export function codeRoute<R extends RouteDef, S extends v.GenericSchema>(
  def: R,
  schema: Accepts<RouteRequest<R>, S>,
): CodeRoute<v.InferOutput<S>, RouteResponse<R>> {
  return { def, schema } as CodeRoute<v.InferOutput<S>, RouteResponse<R>>;
}

/** The bodies of a channel's routes, as its schemas leave them: `destination` is the address or the number. */
export interface CodeRoutes {
  init: CodeRoute<{ destination: string; token?: string | undefined; channel: OutboxChannel }, WireSuccess>;
  authenticate: CodeRoute<{ destination: string; code: string; mode?: LoginMode | undefined }, WireAuthResponse>;
  link: CodeRoute<{ destination: string; code: string }, WireUser>;
  update: CodeRoute<{ from: string; to: string; code: string }, WireUser>;
  unlink: CodeRoute<{ destination: string }, WireUser>;
  transfer: CodeRoute<{ nonce: string; destination: string }, WireUser>;
}

export type CodeAccount = WireEmailAccount | WirePhoneAccount;

/** What one channel of one-time codes (e-mail, SMS) is; the core does the rest the same way. */
export interface CodeChannel<Name extends string, A extends CodeAccount> {
  /** The domain's name: its slice, its part of the state JSON. */
  readonly name: Name;
  /** The linked account a verified destination becomes. */
  readonly type: A['type'];
  account(destination: string, nowSeconds: number): A;
  destination(account: A): string;
  /** The app takes codes for `destination` (by `channel`, at init); else 403, or 400 for a refused destination. */
  check(app: AppRecord, destination: string, channel?: OutboxChannel): void;
  /** The 400 `linked_account_not_found` message of update and unlink. */
  readonly notLinked: string;
  readonly routes: CodeRoutes;
}

/**
 * The routes of a channel of one-time codes (reference §5.2, §5.3): init sends a code (captcha for
 * visitors); authenticate logs in or signs up with it; link, update and unlink manage the user's
 * account of the channel; transfer takes it from another user with a transfer nonce.
 */
export function registerCodeRoutes<A extends CodeAccount>(
  { core, route }: Registry,
  slice: CodeSlice,
  channel: CodeChannel<string, A>,
): void {
  const { identity } = core;
  const { routes } = channel;
  const nowSeconds = (appId: string) => toUnixSeconds(core.clock.now(appId));
  const notLinked = () => new ApiError(400, ErrorCode.LINKED_ACCOUNT_NOT_FOUND, channel.notLinked);
  const accountOf = (record: UserRecord, destination: string) =>
    record.user.linked_accounts.find(
      (account): account is A => account.type === channel.type && channel.destination(account as A) === destination,
    );

  route(routes.init.def, routes.init.schema, async (request) => {
    const { destination, token, channel: via } = request.body;
    await checkInitCaptcha(core, request, token);
    channel.check(request.app, destination, via);
    const clientId = request.c.req.header(HEADER.analyticsId);
    sendCode(core, slice, { appId: request.appId, to: destination, clientId, channel: via });
    return { success: true };
  });

  route(routes.authenticate.def, routes.authenticate.schema, (request) => {
    const { destination, code, mode } = request.body;
    channel.check(request.app, destination);
    verifyCode(core, slice, request.appId, destination, code);
    return identity.logIn(request, channel.account(destination, nowSeconds(request.appId)), {
      mode,
      allowlist: destination,
    });
  });

  route(routes.link.def, routes.link.schema, async (request) => {
    const record = await identity.authenticate(request);
    const { destination, code } = request.body;
    channel.check(request.app, destination);
    identity.requireRoom(record, channel.type);
    verifyCode(core, slice, request.appId, destination, code);
    return identity.link(record, channel.account(destination, nowSeconds(request.appId)), { transfer: true });
  });

  route(routes.update.def, routes.update.schema, async (request) => {
    const record = await identity.authenticate(request);
    const { from, to, code } = request.body;
    channel.check(request.app, to);
    const account = accountOf(record, from);
    if (!account) throw notLinked();
    verifyCode(core, slice, request.appId, to, code);
    const owner = identity.owner(request.appId, channel.account(to, 0));
    if (owner && owner !== record) throw linkedToAnotherUser();
    Object.assign(account, channel.account(to, nowSeconds(request.appId)));
    return identity.wire(record);
  });

  route(routes.unlink.def, routes.unlink.schema, async (request) => {
    const record = await identity.authenticate(request);
    const accounts = record.user.linked_accounts;
    const account = accountOf(record, request.body.destination);
    if (!account) throw notLinked();
    if (accounts.length === 1) {
      throw new ApiError(400, ErrorCode.CANNOT_UNLINK_SOLE_ACCOUNT, 'Cannot unlink the only account of a user.');
    }
    accounts.splice(accounts.indexOf(account), 1);
    return identity.wire(record);
  });

  route(routes.transfer.def, routes.transfer.schema, async (request) => {
    const { nonce, destination } = request.body;
    const key = accountKey(channel.account(destination, 0));
    return identity.transfer(await identity.authenticate(request), nonce, (held) => held === key);
  });
}
