/** The part of solc-js (no types of its own) that scripts/compileContracts.ts uses. */
declare module 'solc' {
  const solc: { compile(input: string): string; version(): string };
  export default solc;
}
