/** The part of the npm `solc` (no types of its own) that scripts/compileContracts.ts and compileAaContracts.ts use. */
declare module 'solc' {
  const solc: {
    /** Standard JSON input in, standard JSON output out; `import` reads the sources the input imports. */
    compile(input: string, callbacks?: { import(path: string): { contents: string } | { error: string } }): string;
    version(): string;
  };
  export default solc;
}
