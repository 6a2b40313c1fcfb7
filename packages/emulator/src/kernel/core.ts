import type { Clock } from './clock.ts';
import type { Identity } from './identity.ts';
import type { Slice } from './slice.ts';
import type { TokenService } from './tokens.ts';
import type { WalletKms } from './walletKms.ts';

/**
 * What every handler works on: one instance's clock, signing key and key store, the state of its
 * domains, and its identity service. Each `createEmulator()` / `createInProcessEmulator()` has its own.
 */
export interface EmulatorCore {
  readonly clock: Clock;
  readonly tokens: TokenService;
  /** Wraps embedded-wallet recovery keys; an instance secret, not in the exported state. */
  readonly walletKms: WalletKms;
  /** Users, their sessions and linked accounts: what every domain asks about who is who. */
  readonly identity: Identity;
  /** The live state of a domain in this instance (replaced on import and reset: read it per call). */
  slice<S>(slice: Slice<string, S>): S;
  /** The running service of a service domain in this instance (started before the first request). */
  service<T extends DomainService>(service: Service<string, T>): T;
}

/**
 * What runs beside a domain's handlers (a local chain, say): one per instance, made as the instance
 * starts. The instance starts every service, in domain order, before it answers a
 * request, and stops them in reverse order when it closes. Its state goes where a slice's goes: in
 * `reset()`, around an all-or-nothing change (`snapshot`, then `restore` on failure: seeding), and in
 * the state JSON (`save`, and `load` after the domain's `schema` has accepted every part). `save`,
 * `snapshot`, `restore` and `reset` are synchronous, as the instance's controls are.
 */
export interface DomainService<J = unknown> {
  start(): Promise<void>;
  stop(): Promise<void>;
  reset(): void;
  snapshot(): unknown;
  restore(snapshot: unknown): void;
  save(): J;
  load(json: J): Promise<void>;
}

/** A domain's service, declared apart like a slice (`core.service(service)` reaches it). */
export interface Service<Name extends string = string, T extends DomainService = DomainService> {
  readonly name: Name;
  /** The instance's service. */
  service(core: EmulatorCore): T;
}
