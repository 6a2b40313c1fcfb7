import type { Messages } from './messages.en.ts';
import type { PluralCategory, PluralForms } from './plural.ts';

/** English plural forms (`{ one, other }`): another language may use other categories. */
type IsPluralForms<T> = T extends { other: string }
  ? Exclude<keyof T, PluralCategory> extends never
    ? true
    : false
  : false;

/** Same keys, any strings: what another locale file must provide in full. Plural forms take that language's categories. */
export type LocaleMessages<T = Messages> = {
  -readonly [K in keyof T]: T[K] extends string
    ? string
    : IsPluralForms<T[K]> extends true
      ? PluralForms
      : LocaleMessages<T[K]>;
};

/** What `<FoyerModal messages={...}>` accepts: any subset, merged over English. */
export type MessagesOverride<T = Messages> = {
  [K in keyof T]?: T[K] extends string
    ? string
    : IsPluralForms<T[K]> extends true
      ? PluralForms
      : MessagesOverride<T[K]>;
};
