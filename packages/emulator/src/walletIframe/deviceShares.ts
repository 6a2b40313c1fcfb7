/** The device share of an entropy, in this origin's localStorage (key per app and entropy id). */
export interface DeviceShare {
  /** Base64. */
  share: string;
  /** The split it belongs to: stale once the provider's `share_version` moved on. */
  version: number;
}

export interface DeviceShares {
  load(entropyId: string): DeviceShare | undefined;
  save(entropyId: string, share: DeviceShare): void;
}

export function deviceShares(appId: string, storage: Storage = window.localStorage): DeviceShares {
  const key = (entropyId: string) => `foyer:embedded-wallets:${appId}:${entropyId}`;
  return {
    load(entropyId) {
      const raw = storage.getItem(key(entropyId));
      if (raw === null) return undefined;
      try {
        const parsed = JSON.parse(raw) as Partial<DeviceShare>;
        return typeof parsed.share === 'string' && typeof parsed.version === 'number'
          ? { share: parsed.share, version: parsed.version }
          : undefined;
      } catch {
        return undefined;
      }
    },
    save(entropyId, share) {
      storage.setItem(key(entropyId), JSON.stringify(share));
    },
  };
}
