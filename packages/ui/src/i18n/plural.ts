import { type FormatParams, format } from './format.ts';

/** The CLDR plural categories (`Intl.PluralRules#select`). */
export type PluralCategory = Intl.LDMLPluralRule;

/** One string per plural category a language uses; `other` is always required. */
export type PluralForms = { readonly other: string } & { readonly [C in Exclude<PluralCategory, 'other'>]?: string };

const rulesByLocale = new Map<string, Intl.PluralRules>();
const numbersByLocale = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, locale: string, create: (locale: string) => T): T {
  const known = cache.get(locale);
  if (known) return known;
  const value = create(locale);
  cache.set(locale, value);
  return value;
}

const pluralCategories = new Set<string>(['zero', 'one', 'two', 'few', 'many', 'other']);

/** True for a `{ one?, few?, …, other }` object (so catalogue code can tell forms from a group of strings). */
export function isPluralForms(value: unknown): value is PluralForms {
  if (!value || typeof value !== 'object' || typeof (value as { other?: unknown }).other !== 'string') return false;
  return Object.keys(value).every((key) => pluralCategories.has(key));
}

/**
 * Picks the form for `count` with `Intl.PluralRules` in `locale` and fills it: `{count}` with the
 * number formatted for the locale, other placeholders from `params` (checked against the `other` form).
 */
export function formatPlural<const F extends PluralForms>(
  locale: string,
  forms: F,
  count: number,
  ...[params]: keyof Omit<FormatParams<F['other'], string | number>, 'count'> extends never
    ? []
    : [Omit<FormatParams<F['other'], string | number>, 'count'>]
): string {
  const category = cached(rulesByLocale, locale, (l) => new Intl.PluralRules(l)).select(count);
  const template: string = forms[category] ?? forms.other;
  const number = cached(numbersByLocale, locale, (l) => new Intl.NumberFormat(l)).format(count);
  return format(template, { ...params, count: number });
}
