import * as v from 'valibot';

/** The cluster's part of the emulator's export: its genesis time and every change since, replayed on import. */
export const solanaStateSchema = v.strictObject({
  genesisTime: v.pipe(v.string(), v.regex(/^\d+$/, 'must be a decimal integer')),
  journal: v.array(
    v.variant('op', [
      v.strictObject({ op: v.literal('tx'), wire: v.string() }),
      v.strictObject({ op: v.literal('time'), seconds: v.pipe(v.number(), v.minValue(0)) }),
      v.strictObject({ op: v.literal('slots'), slots: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
    ]),
  ),
});
export type SolanaChainState = v.InferOutput<typeof solanaStateSchema>;
