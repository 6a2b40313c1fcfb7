import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kB, measureDemo, STARTUP_BUDGET_GZIP } from './startupJs.ts';

const outDir = mkdtempSync(join(tmpdir(), 'foyer-bench-'));
try {
  const sizes = await measureDemo(outDir);
  console.log(`Startup JavaScript of the demo (entry chunk + static imports; budget ${kB(STARTUP_BUDGET_GZIP)} gzip)`);
  for (const { page, files, raw, gzip, deferred } of sizes) {
    const verdict = gzip <= STARTUP_BUDGET_GZIP ? 'within budget' : 'OVER BUDGET';
    console.log(
      `  ${page.padEnd(20)} ${kB(raw).padStart(10)} raw  ${kB(gzip).padStart(9)} gzip  ${files.length} file(s)  ${verdict}`,
    );
    if (deferred.files.length > 0) {
      console.log(
        `  ${''.padEnd(20)} ${''.padStart(14)} + ${kB(deferred.gzip).padStart(9)} gzip  in ${deferred.files.length} file(s) loaded on demand`,
      );
    }
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
