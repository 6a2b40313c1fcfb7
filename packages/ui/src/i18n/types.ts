import type { Messages } from './messages.en.ts';

/** Same keys, any strings: what another locale file must provide in full. */
export type LocaleMessages<T = Messages> = {
  -readonly [K in keyof T]: T[K] extends string ? string : LocaleMessages<T[K]>;
};

/** What `<FoyerModal messages={...}>` accepts: any subset, merged over English. */
export type MessagesOverride<T = Messages> = {
  [K in keyof T]?: T[K] extends string ? string : MessagesOverride<T[K]>;
};
