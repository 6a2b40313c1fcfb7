/** The server's `cause` of an API error (a denied scope, a provider's rate limit), if it has one. */
export function errorCause(error: object): string | undefined {
  const body = (error as { body?: { cause?: unknown } | null }).body;
  return typeof body?.cause === 'string' && body.cause !== '' ? body.cause : undefined;
}
