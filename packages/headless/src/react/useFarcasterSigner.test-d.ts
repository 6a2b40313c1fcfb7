import { expectTypeOf } from 'vitest';
import type { FoyerErrorCode } from '../core/errors/codes.ts';
import type {
  FarcasterSignerErrorCode,
  FarcasterSignerResult,
  FarcasterSignerStatus,
} from '../wallets/farcasterSigner/farcasterSigner.machine.ts';
import { useFarcasterSigner } from './useFarcasterSigner.ts';

const signer = useFarcasterSigner({
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<FarcasterSignerResult>(),
});
expectTypeOf(signer.state.status).toEqualTypeOf<FarcasterSignerStatus>();
expectTypeOf(signer.state.signerApprovalUrl).toEqualTypeOf<string | null>();
expectTypeOf(signer.state.result).toEqualTypeOf<FarcasterSignerResult | null>();
expectTypeOf(signer.requestFarcasterSignerFromWarpcastAsync).toEqualTypeOf<() => Promise<FarcasterSignerResult>>();
expectTypeOf(signer.getFarcasterSignerPublicKey).toEqualTypeOf<() => Promise<Uint8Array>>();
expectTypeOf(signer.signFarcasterMessage).toEqualTypeOf<(hash: Uint8Array) => Promise<Uint8Array>>();
if (signer.state.status === 'error') {
  expectTypeOf(signer.state.error.code).toEqualTypeOf<FarcasterSignerErrorCode>();
  expectTypeOf<'farcaster_signer_revoked' | 'client_request_timeout'>().toExtend<FarcasterSignerErrorCode>();
  expectTypeOf<FarcasterSignerErrorCode>().toExtend<FoyerErrorCode>();
}
// @ts-expect-error a hash is bytes
void signer.signFarcasterMessage('0x00');
