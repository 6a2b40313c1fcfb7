import { messages as defaults, type Messages } from './messages.en.ts';
import { isPluralForms } from './plural.ts';
import type { MessagesOverride } from './types.ts';

type Catalogue = Record<string, unknown>;

function mergeInto(base: Catalogue, override: Catalogue): Catalogue {
  const out: Catalogue = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (!Object.hasOwn(base, key) || value === undefined) continue;
    const current = base[key];
    if (typeof current === 'string') {
      if (typeof value === 'string') out[key] = value;
    } else if (isPluralForms(current)) {
      // A language's plural forms replace English's whole: it may use categories English has not.
      if (isPluralForms(value)) out[key] = value;
    } else if (current && typeof current === 'object' && value && typeof value === 'object') {
      out[key] = mergeInto(current as Catalogue, value as Catalogue);
    }
  }
  return out;
}

/**
 * Deep-merges overrides over the English catalogue (or `base`). Unknown keys and values of the
 * wrong shape are ignored, so a stale override cannot break the modal.
 */
export function mergeMessages(overrides?: MessagesOverride, base: Messages = defaults): Messages {
  if (!overrides) return base;
  return mergeInto(base, overrides as Catalogue) as unknown as Messages;
}
