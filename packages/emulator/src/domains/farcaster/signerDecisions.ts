import type { SignerDecision } from './signerPage.ts';

/**
 * Answers a Farcaster signer request as the user's Farcaster app would: posts `decision` on the
 * relay's signer page (`signer_approval_url`, from `signer/init`). Rejects when the page refuses it.
 */
export async function decideFarcasterSigner(approvalUrl: string, decision: SignerDecision = 'approve'): Promise<void> {
  const url = new URL(approvalUrl);
  const token = url.searchParams.get('token') ?? '';
  const response = await fetch(new URL(url.pathname, url.origin), {
    method: 'POST',
    body: new URLSearchParams({ token, decision }),
  });
  if (!response.ok) throw new Error(`The Farcaster signer page answered ${response.status} to ${decision}`);
}
