import { expectTypeOf } from 'vitest';
import type { FoyerErrorCode } from '../core/errors/codes.ts';
import type {
  FarcasterSignErrorCode,
  FarcasterSignSnapshot,
} from '../wallets/farcasterSigner/farcasterSign.machine.ts';
import type {
  FarcasterSignerErrorCode,
  FarcasterSignerResult,
  FarcasterSignerSnapshot,
  FarcasterSignerStatus,
} from '../wallets/farcasterSigner/farcasterSigner.machine.ts';
import { useFarcasterSigner } from './useFarcasterSigner.ts';

const signer = useFarcasterSigner({
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<FarcasterSignerResult | Uint8Array>(),
  onError: (error) => expectTypeOf(error.code).toEqualTypeOf<FarcasterSignErrorCode>(),
});
// One `state`, following the latest command.
expectTypeOf(signer.state.status).toEqualTypeOf<FarcasterSignerStatus | 'signing'>();
expectTypeOf(signer.state.signerApprovalUrl).toEqualTypeOf<string | null>();
expectTypeOf(signer.state.result).toEqualTypeOf<FarcasterSignerResult | Uint8Array | null>();
// Each command never rejects (its settled snapshot); each twin resolves with its own result.
expectTypeOf(signer.requestFarcasterSignerFromWarpcast).toEqualTypeOf<() => Promise<FarcasterSignerSnapshot>>();
expectTypeOf(signer.requestFarcasterSignerFromWarpcastAsync).toEqualTypeOf<() => Promise<FarcasterSignerResult>>();
expectTypeOf(signer.signFarcasterMessage).toEqualTypeOf<(hash: Uint8Array) => Promise<FarcasterSignSnapshot>>();
expectTypeOf(signer.signFarcasterMessageAsync).toEqualTypeOf<(hash: Uint8Array) => Promise<Uint8Array>>();
// A read, not an action: no twin.
expectTypeOf(signer.getFarcasterSignerPublicKey).toEqualTypeOf<() => Uint8Array | null>();
expectTypeOf(signer).not.toHaveProperty('getFarcasterSignerPublicKeyAsync');
if (signer.state.status === 'error') {
  expectTypeOf(signer.state.error.code).toEqualTypeOf<FarcasterSignErrorCode>();
  expectTypeOf<'farcaster_signer_revoked' | 'client_request_timeout'>().toExtend<FarcasterSignerErrorCode>();
  expectTypeOf<FarcasterSignErrorCode>().toExtend<FoyerErrorCode>();
}
if (signer.state.status === 'awaiting-approval') {
  expectTypeOf(signer.state.result).toEqualTypeOf<null>();
}
// @ts-expect-error a hash is bytes
void signer.signFarcasterMessage('0x00');
// @ts-expect-error a hash is bytes
void signer.signFarcasterMessageAsync('0x00');
