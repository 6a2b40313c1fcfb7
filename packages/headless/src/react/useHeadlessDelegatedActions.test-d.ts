import { expectTypeOf } from 'vitest';
import type { DelegationResult, DelegationStatus } from '../wallets/delegation/delegation.machine.ts';
import type { EmbeddedWallet } from '../wallets/types.ts';
import { useHeadlessDelegatedActions, useSessionSigners } from './useHeadlessDelegatedActions.ts';

const delegation = useHeadlessDelegatedActions({
  onComplete: (result) => expectTypeOf(result.wallet).toEqualTypeOf<EmbeddedWallet | null>(),
});
expectTypeOf(delegation.state.status).toEqualTypeOf<DelegationStatus>();
expectTypeOf(delegation.state.result).toEqualTypeOf<DelegationResult | null>();
delegation.delegateWallet({ address: '0xAa00000000000000000000000000000000000001', chainType: 'ethereum' });
delegation.revokeWallets();
// @ts-expect-error: the chain is required
delegation.delegateWallet({ address: '0xAa00000000000000000000000000000000000001' });

const signers = useSessionSigners();
signers.addSessionSigners({ address: 'So1ana', signers: [{ signerId: 'quorum', policyIds: ['policy'] }] });
signers.removeSessionSigners({ address: 'So1ana' });
expectTypeOf(signers.addSessionSignersAsync).returns.resolves.toEqualTypeOf<DelegationResult>();
// @ts-expect-error: a signer is `{ signerId, policyIds? }`
signers.addSessionSigners({ address: 'So1ana', signers: ['quorum'] });
