import { createChainHub } from './chains/hub.ts';
import { registerChainRoutes } from './chains/routes.ts';
import type { LocalChain } from './chains/types.ts';
import { createControls, type EmulatorControls } from './controls.ts';
import { registerInstanceEndpoints } from './dev/endpoints.ts';
import { createIdentity } from './domains/identity/index.ts';
import { domains as emulatorDomains, type SeedData, type SeedResult } from './domains/index.ts';
import { buildApp, type HttpOptions } from './http/app.ts';
import { createFaultStore } from './http/faults.ts';
import { createClock } from './kernel/clock.ts';
import type { EmulatorApp } from './kernel/context.ts';
import type { EmulatorCore } from './kernel/core.ts';
import type { Domain } from './kernel/domain.ts';
import { createTokenService } from './kernel/tokens.ts';
import { createWalletKms } from './kernel/walletKms.ts';
import { createSeeder, type Seeder } from './state/seed.ts';
import { createStateStore } from './state/store.ts';

export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

/** What every instance is built from, whether it is served on a port or called in-process. */
export interface InstanceOptions {
  /** Applied once at start (apps, then users). */
  seed?: SeedData;
  /** Lifetime of access and identity tokens; default 3600. */
  accessTokenTtlSeconds?: number;
  /**
   * The key (base64, 32 bytes) that wraps embedded-wallet recovery keys; random when absent. Not in
   * the exported state: pass the same key with an imported state to keep automatic recovery working.
   */
  walletKmsKey?: string;
  /**
   * Told what the person running the emulator should know: after each seed or state import, the
   * notice of every app it left with no `allowed_domains` (answered only from loopback origins).
   * The CLI prints each notice once. Default: nothing.
   */
  onNotice?: (message: string) => void;
}

/** What the host gives an instance besides options: its HTTP settings, and the local chains (Node only). */
export interface InstanceHost extends HttpOptions {
  /** The local chains (native code, made by `chains/index.ts`); none in-process. */
  chains?: readonly LocalChain[];
}

export interface Instance {
  hono: EmulatorApp;
  controls: EmulatorControls;
  /** Stops the domains' services, in reverse order. */
  stop(): Promise<void>;
}

/**
 * One instance: its own clock, signing key and key store, the state of its domains (the emulator's,
 * unless a test passes others), its identity service, its faults, its Hono app and its controls. The
 * domains' services are started before it answers, and `stop()` stops them.
 */
export async function createInstance(
  options: InstanceOptions,
  host: InstanceHost,
  domains: readonly Domain[] = emulatorDomains,
): Promise<Instance> {
  const { seed, accessTokenTtlSeconds = DEFAULT_ACCESS_TOKEN_TTL_SECONDS, walletKmsKey, onNotice } = options;
  if (!Number.isInteger(accessTokenTtlSeconds) || accessTokenTtlSeconds <= 0) {
    throw new TypeError('accessTokenTtlSeconds must be a positive integer');
  }
  const clock = createClock();
  const states = createStateStore(domains);
  const kernel = {
    clock,
    tokens: await createTokenService(clock, accessTokenTtlSeconds),
    walletKms: await createWalletKms(walletKmsKey),
    slice: states.slice,
    service: states.service,
  };
  const forgetUser = (userId: string) => {
    for (const domain of domains) domain.forgetUser?.(core, userId);
  };
  const core: EmulatorCore = { ...kernel, identity: createIdentity(kernel, forgetUser) };
  // Seeding and the state JSON are typed by the emulator's domains; another list only adds to them (tests).
  const seeder = createSeeder(domains) as Seeder<SeedData, SeedResult>;
  const faults = createFaultStore();
  const { chains: localChains, ...http } = host;
  const chains = createChainHub(localChains);
  const controls = createControls({ core, domains, states, seeder, faults, chains }, onNotice);
  const hono = buildApp({ core, domains, faults, chains }, http, (registry) => {
    registerInstanceEndpoints(registry, controls, seeder.schema);
    registerChainRoutes(registry, chains);
  });
  try {
    await states.start(core);
    if (seed) controls.seed(seed);
  } catch (error) {
    await states.stop();
    throw error;
  }
  const stop = async () => {
    await states.stop();
    await chains.close();
  };
  return { hono, controls, stop };
}
