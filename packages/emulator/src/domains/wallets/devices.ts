import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import { deviceProofValid } from './deviceProof.ts';
import { takeChallenge } from './possession.ts';
import { type DeviceRecord, walletsSlice } from './slice.ts';

/** How many devices a user keeps registered; a new one beyond it replaces the least recently used. */
export const MAX_DEVICES_PER_USER = 20;

type Owner = { appId: string; userId: string };
type Proof = { public_key: string; challenge: string; signature: string };

const devicesOf = (core: EmulatorCore, { appId, userId }: Owner) =>
  core.slice(walletsSlice).devices.filter((device) => device.app_id === appId && device.user_id === userId);

/** The devices registered for a user, in any app (the developer page). */
export function registeredDevices(core: EmulatorCore, userId: string): DeviceRecord[] {
  return core.slice(walletsSlice).devices.filter((device) => device.user_id === userId);
}

/** Checks the device's signature of a challenge already taken (400 `invalid_data` otherwise). */
export async function checkDeviceSignature(proof: Proof): Promise<void> {
  if (!(await deviceProofValid(proof.public_key, proof.challenge, proof.signature))) {
    throw invalidData('The device signature does not match its key');
  }
}

/**
 * The device asking for a share, proven by its key and registered for this user (403 otherwise:
 * a token alone, whatever its headers say, is not a device). Takes the challenge.
 */
export async function requireDevice(core: EmulatorCore, owner: Owner, proof: Proof): Promise<DeviceRecord> {
  takeChallenge(core, owner, proof.challenge);
  await checkDeviceSignature(proof);
  const device = devicesOf(core, owner).find((candidate) => candidate.public_key === proof.public_key);
  if (!device) {
    throw new ApiError(403, undefined, 'This device is not registered for the user: recover the wallet on it first');
  }
  device.last_used_at = core.clock.now(owner.appId);
  return device;
}

/** Registers a proven device for the user (once per key), dropping the least recently used beyond the limit. */
export function registerDevice(
  core: EmulatorCore,
  owner: Owner,
  publicKey: string,
  registeredBy: DeviceRecord['registered_by'],
): void {
  const state = core.slice(walletsSlice);
  const now = core.clock.now(owner.appId);
  const known = devicesOf(core, owner).find((device) => device.public_key === publicKey);
  if (known) {
    known.last_used_at = now;
    return;
  }
  const mine = devicesOf(core, owner).sort((a, b) => a.last_used_at - b.last_used_at);
  const drop = new Set(mine.slice(0, Math.max(0, mine.length - MAX_DEVICES_PER_USER + 1)));
  state.devices = state.devices.filter((device) => !drop.has(device));
  state.devices.push({
    app_id: owner.appId,
    user_id: owner.userId,
    public_key: publicKey,
    registered_by: registeredBy,
    registered_at: now,
    last_used_at: now,
  });
}
