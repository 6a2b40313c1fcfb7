import type { DomainService, EmulatorCore, Service } from '../kernel/core.ts';
import { type Domain, isServiceDomain } from '../kernel/domain.ts';
import type { Slice } from '../kernel/slice.ts';

/** A copy of an instance's state, to put back when a multi-step change fails. */
export type StateSnapshot = ReadonlyMap<string, unknown>;

/**
 * The live state of one instance: each domain's slice, or its service. Reset, snapshots and the state
 * JSON go domain by domain; a slice is plain data (copied, replaced), a service does its own.
 */
export interface StateStore {
  slice<S>(slice: Slice<string, S>): S;
  service<T extends DomainService>(service: Service<string, T>): T;
  /** Every slice to what its domain's `reset` leaves (default: a fresh one); every service reset. */
  reset(): void;
  snapshot(): StateSnapshot;
  restore(snapshot: StateSnapshot): void;
  /** Each domain's part of the state JSON, by name. */
  save(): Record<string, unknown>;
  /** Each domain's part, already validated by its schema (a fresh slice, or a reset service, where none). */
  load(parts: ReadonlyMap<string, unknown>): Promise<void>;
  /** Makes the services of the instance `core` and starts them, in domain order; `stop` stops those started, in reverse order. */
  start(core: EmulatorCore): Promise<void>;
  stop(): Promise<void>;
}

export function createStateStore(domains: readonly Domain[]): StateStore {
  const slices = new Map<string, unknown>();
  for (const domain of domains) if (!isServiceDomain(domain)) slices.set(domain.name, domain.create());
  const services = new Map<string, DomainService>();
  const serviceOf = (name: string) => {
    const service = services.get(name);
    if (!service) throw new Error(`The service ${name} has not been started in this instance`);
    return service;
  };

  return {
    slice: <S>(slice: Slice<string, S>) => slices.get(slice.name) as S,
    service: <T extends DomainService>(service: Service<string, T>) => serviceOf(service.name) as T,
    reset() {
      for (const domain of domains) {
        if (isServiceDomain(domain)) serviceOf(domain.name).reset();
        else slices.set(domain.name, domain.reset ? domain.reset(slices.get(domain.name)) : domain.create());
      }
    },
    snapshot: () =>
      new Map(
        domains.map((domain) => [
          domain.name,
          isServiceDomain(domain) ? serviceOf(domain.name).snapshot() : structuredClone(slices.get(domain.name)),
        ]),
      ),
    restore(snapshot) {
      for (const [name, part] of snapshot) {
        if (services.has(name)) serviceOf(name).restore(part);
        else slices.set(name, part);
      }
    },
    save: () =>
      Object.fromEntries(
        domains.map((domain) => [
          domain.name,
          isServiceDomain(domain) ? serviceOf(domain.name).save() : domain.state.save(slices.get(domain.name)),
        ]),
      ),
    async load(parts) {
      for (const domain of domains) {
        if (isServiceDomain(domain)) continue;
        const part = parts.get(domain.name);
        slices.set(domain.name, part === undefined ? domain.create() : domain.state.load(part));
      }
      for (const [name, service] of services) {
        const part = parts.get(name);
        if (part === undefined) service.reset();
        else await service.load(part);
      }
    },
    async start(core) {
      for (const domain of domains) {
        if (!isServiceDomain(domain)) continue;
        const service = domain.service(core);
        await service.start();
        services.set(domain.name, service);
      }
    },
    async stop() {
      for (const [name, service] of [...services].reverse()) {
        services.delete(name);
        await service.stop();
      }
    },
  };
}
