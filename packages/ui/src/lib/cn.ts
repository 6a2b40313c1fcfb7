type ClassValue = string | false | null | undefined;

/** Joins class names, skipping falsy ones. No merging of conflicting utilities: keep variants disjoint. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
