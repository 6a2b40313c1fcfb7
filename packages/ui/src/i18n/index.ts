export { errorMessage } from './errorMessage.ts';
export { type FormatParams, format, formatToParts, type Placeholders } from './format.ts';
export { MessagesProvider, useMessages } from './MessagesContext.tsx';
export { mergeMessages } from './merge.ts';
export { type Messages, messages } from './messages.en.ts';
export { formatPlural, type PluralCategory, type PluralForms } from './plural.ts';
export type { LocaleMessages, MessagesOverride } from './types.ts';
