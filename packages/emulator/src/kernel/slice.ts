/**
 * A domain's state slice: what `core.slice(slice)` returns. Declared apart from the domain (in the
 * domain's `slice.ts`) so that its handlers can read it without importing the domain's index.
 */
export interface Slice<Name extends string = string, S = unknown> {
  /** Key of the slice in the instance, the state JSON and the seed data (`seed({ [name]: [...] })`). */
  readonly name: Name;
  /** A fresh slice, as a new instance has it. */
  create(): S;
}

export function defineSlice<const Name extends string, S>(name: Name, create: () => S): Slice<Name, S> {
  return { name, create };
}
