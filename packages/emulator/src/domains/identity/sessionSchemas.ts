import * as v from 'valibot';

const refreshToken = v.exactOptional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((token) => token ?? undefined),
  ),
);

/** Route bodies (reference §5.1): `{}` is valid too (server-cookie mode, or logout by bearer). */
export const sessionBodies = {
  refresh: v.object({ refresh_token: refreshToken }),
  logout: v.object({ refresh_token: refreshToken }),
  /** `POST /__emulator/sessions`. */
  create: v.strictObject({ user_id: v.pipe(v.string(), v.minLength(1)) }),
};
export type CreateSessionInput = v.InferInput<typeof sessionBodies.create>;

const epochMs = v.pipe(v.number(), v.finite());
export const sessionsStateSchema = v.strictObject({
  sessions: v.array(v.strictObject({ id: v.string(), app_id: v.string(), user_id: v.string(), created_at: epochMs })),
  refreshTokens: v.array(
    v.strictObject({
      token: v.string(),
      session_id: v.string(),
      expires_at: epochMs,
      rotated: v.nullable(v.strictObject({ at: epochMs, refresh_token: v.string(), access_token: v.string() })),
    }),
  ),
});
