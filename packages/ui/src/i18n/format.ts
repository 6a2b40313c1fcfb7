/** `'Hi {name}, {n} left'` → `'name' | 'n'`. */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a template needs: exactly its placeholders, or anything for a widened `string`. */
export type FormatParams<T extends string, V> = string extends T ? Record<string, V> : { [K in Placeholders<T>]: V };

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

/** Fills `{name}` placeholders. Unknown placeholders are left as they are. */
export function format<T extends string>(template: T, params: FormatParams<T, string | number>): string {
  const values = params as Record<string, string | number>;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * Like `format()`, but the values may be anything (e.g. React elements): returns the template split
 * into text and values, for the caller to render in order.
 */
export function formatToParts<T extends string, V>(template: T, params: FormatParams<T, V>): Array<string | V> {
  const values = params as Record<string, V>;
  const parts: Array<string | V> = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const [whole, name = ''] = match;
    if (!Object.hasOwn(values, name)) continue;
    if (match.index > last) parts.push(template.slice(last, match.index));
    parts.push(values[name] as V);
    last = match.index + whole.length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}
