/**
 * Compile-time checks that a schema describes exactly a shared wire type:
 * `export type _Check = Assert<Same<v.InferOutput<typeof schema>, WireType>>` stops compiling when
 * either side changes without the other.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Assert<T extends true> = T;
