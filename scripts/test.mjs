// `npm test`: everything, on a fresh machine. Stages run one after another to keep 2 cores calm.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { buildStyles, buildVendor, ensureInstalled, root, run } from './setup.mjs';

ensureInstalled();
const timings = [
  [
    'styles + vendor',
    (() => {
      const t = Date.now();
      buildStyles();
      buildVendor();
      return Date.now() - t;
    })(),
  ],
];

const results = `${root}test-results/vitest`;
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
/** A Vitest stage that also writes its counts as JSON, so the closing line can add them up. */
const vitest = (slug, ...projects) => [
  'npx',
  [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${results}/${slug}.json`,
  ],
  slug,
];

const packsDir = `${root}test-results/packages`;
const stages = [
  // Format, lint and the architecture rules (biome.json): seconds, so first.
  ['lint', ['npx', ['biome', 'ci', '--error-on-warnings', '.']]],
  ['typecheck', ['npx', ['tsc', '-b']]],
  ['unit + node', vitest('unit-node', 'unit', 'node')],
  // Each story once per theme in Chromium: its play, screenshots at both widths, axe (test/visual/).
  ['visual (Chromium)', vitest('visual', 'visual')],
  ['e2e (Chromium)', vitest('e2e', 'e2e')],
  // Build and `npm pack` the published packages once; the two stages after it use the tarballs.
  ['pack', ['node', ['scripts/pack.mjs', packsDir]]],
  ['packages (publint, attw)', vitest('packages', 'packages')],
  ['consumers (Vite, Next.js)', vitest('consumers', 'consumers')],
];
// Stages that run alone (`npm test -- consumers`) pack for themselves (test/packages/packs.global.ts).
process.env.FOYER_PACKS_DIR = packsDir;
rmSync(packsDir, { recursive: true, force: true });
const only = process.argv[2];
const counts = { passed: 0, failed: 0, skipped: 0, stages: 0 };
for (const [name, [command, args, slug]] of stages) {
  if (only && !name.startsWith(only)) continue;
  console.log(`\n▶ ${name}`);
  timings.push([name, run(command, args)]);
  if (!slug) continue;
  const report = JSON.parse(readFileSync(`${results}/${slug}.json`, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
  counts.stages += 1;
}
console.log('\nAll green.');
for (const [name, ms] of timings) console.log(`  ${name.padEnd(28)} ${(ms / 1000).toFixed(1)} s`);
if (counts.stages > 0)
  console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
