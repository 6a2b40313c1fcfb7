/** The emulator's developer endpoints (API.md), over HTTP, for tests that do not own the instance. */
export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  code: string;
  sentAt: string;
}

export function emulatorClient(baseUrl: string) {
  const dev = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await fetch(`${baseUrl}/__emulator/${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init?.headers },
    });
    if (!response.ok) throw new Error(`emulator ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    outbox: async (to?: string) =>
      (await dev<{ messages: OutboxMessage[] }>(`outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`)).messages,
    /** The newest code sent to `to`; waits briefly because the UI may still be sending. */
    async latestCode(to: string, timeoutMs = 5_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [message] = await this.outbox(to);
        if (message) return message.code;
        if (Date.now() > deadline) throw new Error(`no code was sent to ${to}`);
        await new Promise((done) => setTimeout(done, 100));
      }
    },
    reset: () => dev('reset', { method: 'POST', body: '{}' }),
    fault: (fault: Record<string, unknown>) => dev<{ id: string }>('faults', { method: 'POST', body: JSON.stringify(fault) }),
    clearFaults: () => dev('faults', { method: 'DELETE' }),
    /** Moves the emulator's clock forward (token expiry is judged by it). */
    advanceClock: (advanceMs: number) => dev('clock', { method: 'POST', body: JSON.stringify({ advanceMs }) }),
  };
}
