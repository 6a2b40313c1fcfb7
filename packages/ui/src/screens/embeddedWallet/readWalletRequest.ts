/** What a wallet-API request does, as its confirmation says it in words. */
export type WalletRequestAction =
  /** PATCH of a wallet whose body sets only its session signers (`additional_signers`), to these ids. */
  | { type: 'add-signers'; signers: string[] }
  /** The same, to none. */
  | { type: 'remove-signers' }
  /** Anything else: its method and path (with the query), shown as they are. */
  | { type: 'request'; method: string; path: string };

const WALLET_PATH = /^\/api\/v1\/wallets\/[^/?]+$/;

/** The path and query of an absolute URL or of a path; the text as it is when it is neither. */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url, 'https://wallet-api.invalid');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/** The signer ids of a body that holds `additional_signers` and nothing else; null for any other body. */
function signersOf(body: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const keys = Object.keys(parsed);
  const signers = (parsed as { additional_signers?: unknown }).additional_signers;
  if (keys.length !== 1 || !Array.isArray(signers)) return null;
  const ids = signers.map((signer: unknown) =>
    signer && typeof signer === 'object' ? (signer as { signer_id?: unknown }).signer_id : undefined,
  );
  return ids.every((id): id is string => typeof id === 'string') ? ids : null;
}

/**
 * Reads a wallet-API request to sign: setting a wallet's session signers (PATCH `/api/v1/wallets/:id`
 * with only `additional_signers`) is said in words; any other request is its method and path.
 */
export function readWalletRequest(request: { method: string; url: string; body: string }): WalletRequestAction {
  const method = request.method.toUpperCase();
  const path = pathOf(request.url);
  if (method === 'PATCH' && WALLET_PATH.test(path)) {
    const signers = signersOf(request.body);
    if (signers) return signers.length === 0 ? { type: 'remove-signers' } : { type: 'add-signers', signers };
  }
  return { type: 'request', method, path };
}
