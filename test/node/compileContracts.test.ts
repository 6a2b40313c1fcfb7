import { describe, expect, it } from 'vitest';
import * as artifacts from '../../packages/emulator/src/chains/evm/contracts/artifacts.ts';
import { compiledContracts } from '../../scripts/compileContracts.ts';

describe("the emulator's test contracts", () => {
  it('are what scripts/compileContracts.ts compiles from the .sol sources (not edited by hand)', () => {
    expect(JSON.parse(JSON.stringify(artifacts))).toEqual(compiledContracts());
  });
});
