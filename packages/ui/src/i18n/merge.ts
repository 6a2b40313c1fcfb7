import { type Messages, messages as defaults } from './messages.en.ts';
import type { MessagesOverride } from './types.ts';

function mergeInto(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (!Object.hasOwn(base, key) || value === undefined) continue;
    const current = base[key];
    if (typeof current === 'string') {
      if (typeof value === 'string') out[key] = value;
    } else if (current && typeof current === 'object' && value && typeof value === 'object') {
      out[key] = mergeInto(current as Record<string, unknown>, value as Record<string, unknown>);
    }
  }
  return out;
}

/**
 * Deep-merges overrides over the English catalogue (or `base`). Unknown keys and non-string values
 * are ignored, so a stale override cannot break the modal.
 */
export function mergeMessages(overrides?: MessagesOverride, base: Messages = defaults): Messages {
  if (!overrides) return base;
  return mergeInto(base, overrides as Record<string, unknown>) as unknown as Messages;
}
