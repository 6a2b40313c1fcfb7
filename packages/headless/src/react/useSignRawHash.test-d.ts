import { expectTypeOf } from 'vitest';
import type { SignRawHashOptions } from '../wallets/embedded/signing.flow.ts';
import type { Hex } from '../wallets/types.ts';
import { useSignRawHash } from './useSignRawHash.ts';

const raw = useSignRawHash({ onComplete: (result) => expectTypeOf(result).toEqualTypeOf<{ signature: Hex }>() });
expectTypeOf(raw.state.result).toEqualTypeOf<{ signature: Hex } | null>();
expectTypeOf(raw.signRawHashAsync).toEqualTypeOf<
  (input: { hash: Hex }, options?: SignRawHashOptions) => Promise<{ signature: Hex }>
>();
raw.signRawHash({ hash: '0x00' }, { chainType: 'solana', showWalletUIs: false });
// @ts-expect-error the hash is 0x hex
raw.signRawHash({ hash: 'abc' });
// @ts-expect-error chains are ethereum or solana
raw.signRawHash({ hash: '0x00' }, { chainType: 'bitcoin' });
