import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';

/**
 * A copy of the demo's production build in a new temporary folder, talking to the emulator at `to`
 * instead of `from` (the address the build baked in, `FOYER_API_URL`): every other byte the same.
 */
export function copyForEmulator(dir: string, from: string, to: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'foyer-e2e-'));
  cpSync(dir, copy, { recursive: true });
  let replaced = 0;
  for (const file of readdirSync(copy, { recursive: true, encoding: 'utf8' })) {
    if (!['.js', '.html'].includes(extname(file))) continue;
    const text = readFileSync(join(copy, file), 'utf8');
    if (!text.includes(from)) continue;
    writeFileSync(join(copy, file), text.replaceAll(from, to));
    replaced += 1;
  }
  if (replaced === 0) throw new Error(`The demo's build in ${dir} never names ${from}: FOYER_API_URL was not baked in`);
  return copy;
}
