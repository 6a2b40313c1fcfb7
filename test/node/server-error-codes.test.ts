import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode } from '@foyer/headless/contract';
import { describe, expect, it } from 'vitest';
import { serverErrorCodes } from '../../packages/headless/src/core/errors/serverCodes.ts';

const emulatorSrc = new URL('../../packages/emulator/src/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the codes a client trusts in a response body', () => {
  it('include every code the emulator answers with', () => {
    const sent = new Set<string>();
    for (const file of sources(emulatorSrc)) {
      const text = readFileSync(file, 'utf8');
      for (const [, key] of text.matchAll(/ErrorCode\.([A-Z_]+)/g)) {
        const value = (ErrorCode as Record<string, string>)[key!];
        expect(value, `${file} names ErrorCode.${key}`).toBeDefined();
        sent.add(value!);
      }
    }
    expect(sent.size).toBeGreaterThan(10);
    const missing = [...sent].filter((code) => !(serverErrorCodes as readonly string[]).includes(code));
    expect(missing).toEqual([]);
  });
});
