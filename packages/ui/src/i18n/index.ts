export { messages, type Messages } from './messages.en.ts';
export type { LocaleMessages, MessagesOverride } from './types.ts';
export { format, formatToParts, type FormatParams, type Placeholders } from './format.ts';
export { formatPlural, type PluralCategory, type PluralForms } from './plural.ts';
export { mergeMessages } from './merge.ts';
export { errorMessage } from './errorMessage.ts';
export { MessagesProvider, useMessages } from './MessagesContext.tsx';
