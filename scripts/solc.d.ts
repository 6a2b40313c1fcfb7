/** The part of the npm `solc` (no types of its own) that scripts/compileContracts.ts uses. */
declare module 'solc' {
  const solc: {
    /** Standard JSON input in, standard JSON output out. */
    compile(input: string): string;
    version(): string;
  };
  export default solc;
}
