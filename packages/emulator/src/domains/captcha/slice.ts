import * as v from 'valibot';
import { defineSlice } from '../../kernel/slice.ts';

/** A token the test captcha issued: single-use, bound to the site key it was solved for. */
export interface CaptchaTokenRecord {
  token: string;
  /** The widget's site key (the app's `captcha_site_key` without its 't:' prefix). */
  site_key: string;
  /** Emulator clock, ms. */
  expires_at: number;
  used: boolean;
}

export const captchaTokenSchema = v.strictObject({
  token: v.string(),
  site_key: v.string(),
  expires_at: v.number(),
  used: v.boolean(),
});

/** Issued tokens by value. */
export const captchaSlice = defineSlice('captcha', () => new Map<string, CaptchaTokenRecord>());
