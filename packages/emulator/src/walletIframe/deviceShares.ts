/**
 * The device share of an entropy, in this origin's localStorage (key per app and entropy id), as
 * base64. Each device holds its own share of the entropy's one split.
 */
export interface DeviceShares {
  load(entropyId: string): string | undefined;
  save(entropyId: string, share: string): void;
}

export function deviceShares(appId: string, storage: Storage = window.localStorage): DeviceShares {
  const key = (entropyId: string) => `foyer:embedded-wallets:${appId}:${entropyId}`;
  return {
    load(entropyId) {
      const raw = storage.getItem(key(entropyId));
      if (raw === null) return undefined;
      try {
        const parsed = JSON.parse(raw) as { share?: unknown };
        return typeof parsed.share === 'string' ? parsed.share : undefined;
      } catch {
        return undefined;
      }
    },
    save(entropyId, share) {
      storage.setItem(key(entropyId), JSON.stringify({ share }));
    },
  };
}
