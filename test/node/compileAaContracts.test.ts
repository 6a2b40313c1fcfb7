import { describe, expect, it } from 'vitest';
import * as artifacts from '../../packages/emulator/src/chains/evm/aa/artifacts.ts';
import { aaArtifacts } from '../../scripts/compileAaContracts.ts';

describe("the emulator's ERC-4337 contracts", () => {
  it('are what scripts/compileAaContracts.ts makes of the npm artifacts and the Light Account sources', () => {
    expect(JSON.parse(JSON.stringify(artifacts))).toEqual(aaArtifacts());
  }, 60_000);
});
