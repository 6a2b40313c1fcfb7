import type { WireUser } from '@foyer/headless/contract';
import * as v from 'valibot';
import type { UserRecord } from '../../kernel/identity.ts';
import type { Assert, Same } from '../../kernel/typeAssert.ts';
import { emailAddressSchema } from './emailAddress.ts';
import { linkedAccountSchema, seedLinkedAccountSchema } from './linkedAccounts.ts';

const unixSeconds = v.pipe(v.number(), v.integer(), v.minValue(0));
const userFields = {
  mfa_methods: v.array(v.strictObject({ type: v.picklist(['sms', 'totp', 'passkey']), verified_at: unixSeconds })),
  has_accepted_terms: v.boolean(),
  is_guest: v.boolean(),
  custom_metadata: v.exactOptional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]))),
};

/** A stored user (state JSON). */
export const userRecordSchema = v.strictObject({
  app_id: v.string(),
  user: v.strictObject({
    id: v.pipe(v.string(), v.minLength(1)),
    created_at: unixSeconds,
    linked_accounts: v.array(linkedAccountSchema),
    ...userFields,
  }),
});
export type _UserRecordIsStored = Assert<Same<v.InferOutput<typeof userRecordSchema>, UserRecord>>;
export type _UserIsWire = Assert<Same<v.InferOutput<typeof userRecordSchema>['user'], WireUser>>;

/**
 * `seed({ users })`: a user of `app_id` (default: the default app) with any linked accounts. `email`
 * is a shorthand for a verified e-mail account; timestamps default to `created_at` (default now).
 */
export const seedUserSchema = v.strictObject({
  app_id: v.exactOptional(v.string()),
  id: v.exactOptional(v.pipe(v.string(), v.minLength(1))),
  created_at: v.exactOptional(unixSeconds),
  email: v.exactOptional(emailAddressSchema),
  linked_accounts: v.exactOptional(v.array(seedLinkedAccountSchema)),
  mfa_methods: v.exactOptional(userFields.mfa_methods),
  has_accepted_terms: v.exactOptional(userFields.has_accepted_terms),
  is_guest: v.exactOptional(userFields.is_guest),
  custom_metadata: userFields.custom_metadata,
});
export type SeedUser = v.InferInput<typeof seedUserSchema>;
export type ParsedSeedUser = v.InferOutput<typeof seedUserSchema>;
