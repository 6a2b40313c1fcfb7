import { createClock } from './clock.ts';
import { createControls, type EmulatorControls } from './controls.ts';
import type { EmulatorCore } from './core.ts';
import { registerInstanceEndpoints } from './dev/endpoints.ts';
import { createWalletKms } from './domains/wallets/kms.ts';
import { buildApp, type HttpOptions } from './http/app.ts';
import { createFaultStore } from './http/faults.ts';
import type { EmulatorApp } from './http/registry.ts';
import type { SeedData } from './state/seed.ts';
import { createSliceStore } from './state/slices.ts';
import { createTokenService } from './tokens.ts';

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

/** One instance: its own clock, signing key, faults and domain slices, its Hono app, and its controls. */
export async function createInstance(
  options: InstanceOptions,
  http: HttpOptions,
): Promise<{ hono: EmulatorApp; controls: EmulatorControls }> {
  const { seed, accessTokenTtlSeconds = DEFAULT_ACCESS_TOKEN_TTL_SECONDS, walletKmsKey, onNotice } = options;
  if (!Number.isInteger(accessTokenTtlSeconds) || accessTokenTtlSeconds <= 0) {
    throw new TypeError('accessTokenTtlSeconds must be a positive integer');
  }
  const clock = createClock();
  const slices = createSliceStore();
  const core: EmulatorCore = {
    clock,
    tokens: await createTokenService(clock, accessTokenTtlSeconds),
    faults: createFaultStore(),
    walletKms: await createWalletKms(walletKmsKey),
    slice: (slice) => slices.get(slice),
  };
  const controls = createControls(core, slices, onNotice);
  if (seed) controls.seed(seed);
  const hono = buildApp(core, http, (registry) => registerInstanceEndpoints(registry, controls));
  return { hono, controls };
}
