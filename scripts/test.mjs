// `npm test`: everything, on a fresh machine, two stages at a time (2 cores). `npm test -- <stage>`
// runs the stages whose name starts with <stage>, one after another, their output as it comes.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { buildStyles, buildVendor, ensureInstalled, root } from './setup.mjs';

const started = Date.now();
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
const logs = `${root}test-results/logs`;
for (const dir of [results, logs]) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}
/** A tool of node_modules/.bin, run as itself (stopping `npx` would leave it running: toolchain P9). */
const bin = (name) => `${root}node_modules/.bin/${name}`;
/** A Vitest stage that also writes its counts as JSON, so the closing line can add them up. */
const vitest = (slug, ...projects) => [
  bin('vitest'),
  [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${results}/${slug}.json`,
  ],
  slug,
];

const packsDir = `${root}test-results/packages`;
/**
 * In the order they start. e2e first: it mostly waits on its one browser and emulator, so the other
 * stages run beside it, two at a time, each taking the place of the one before as it ends. Beside
 * it: lint, pack (so that what uses the tarballs can start as soon as e2e ends), then the two longest
 * (unit + node, visual); after e2e: typecheck and what uses the tarballs. The two lines of stages
 * then end close together (about 530 s and 550 s of stage time on 2 cores).
 */
const stages = [
  ['e2e (Chromium)', vitest('e2e', 'e2e')],
  // Format, lint and the architecture rules (biome.json): seconds.
  ['lint', [bin('biome'), ['ci', '--error-on-warnings', '.']]],
  // Build and `npm pack` the published packages once; the two stages that use the tarballs wait for it.
  ['pack', ['node', ['scripts/pack.mjs', packsDir]]],
  ['unit + node', vitest('unit-node', 'unit', 'unit-isolated', 'node')],
  // Each story once per theme in Chromium: its play, screenshots at both widths, axe (test/visual/).
  ['visual (Chromium)', vitest('visual', 'visual')],
  // TypeScript's native compiler (tsgo, TypeScript 7): the same checks as tsc 5.9, three times faster.
  ['typecheck', [bin('tsgo'), ['-b']]],
  ['packages (publint, attw)', vitest('packages', 'packages')],
  ['consumers (Vite, Next.js)', vitest('consumers', 'consumers')],
];
/** Stages that wait for another to end first. */
const after = { 'packages (publint, attw)': 'pack', 'consumers (Vite, Next.js)': 'pack' };
// Stages that run alone (`npm test -- consumers`) pack for themselves (test/packages/packs.global.ts).
process.env.FOYER_PACKS_DIR = packsDir;
rmSync(packsDir, { recursive: true, force: true });

const only = process.argv[2];
const chosen = stages.filter(([name]) => !only || name.startsWith(only));
if (chosen.length === 0) {
  console.error(`✗ No stage starts with "${only}": ${stages.map(([name]) => name).join(', ')}`);
  process.exit(1);
}
// Chosen stages run one at a time, their output as it comes; the whole run two at a time, each
// stage writing to its log, shown when it ends.
const parallel = only ? 1 : 2;
const slugOf = (name) => name.split(/[\s(]/)[0];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const running = new Map();
function start([name, [command, args]]) {
  const log = `${logs}/${slugOf(name)}.log`;
  const out = parallel > 1 ? openSync(log, 'w') : 'inherit';
  console.log(`\n▶ ${name}${parallel > 1 ? `  (output: ${log.slice(root.length)})` : ''}`);
  const t = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out] });
  const done = new Promise((resolve) =>
    child.on('close', (code, signal) => {
      if (typeof out === 'number') closeSync(out);
      resolve({ name, log, code: code ?? signal, ms: Date.now() - t });
    }),
  );
  running.set(name, { child, done });
}

const pending = [...chosen];
const finished = new Set();
/** Whether the stage waits for one that is chosen and has not ended yet. */
const blocked = (name) => after[name] && !finished.has(after[name]) && chosen.some(([other]) => other === after[name]);
let failed;
while ((pending.length > 0 || running.size > 0) && !failed) {
  for (let next = pending.findIndex(([name]) => !blocked(name)); running.size < parallel && next >= 0; ) {
    start(pending.splice(next, 1)[0]);
    next = pending.findIndex(([name]) => !blocked(name));
  }
  const { name, log, code, ms } = await Promise.race([...running.values()].map(({ done }) => done));
  running.delete(name);
  if (parallel > 1) process.stdout.write(readFileSync(log, 'utf8'));
  console.log(`\n${code === 0 ? '✓' : '✗'} ${name}: ${seconds(ms)}`);
  if (code !== 0) failed = { name, code };
  else {
    finished.add(name);
    timings.push([name, ms]);
  }
}
if (failed) {
  // The other stage is cut short: the run has failed already.
  for (const { child } of running.values()) child.kill('SIGTERM');
  console.error(`\n✗ ${failed.name} failed (exit ${failed.code})`);
  process.exit(typeof failed.code === 'number' ? failed.code : 1);
}

const counts = { passed: 0, failed: 0, skipped: 0, stages: 0 };
for (const [, [, , slug]] of chosen) {
  if (!slug) continue;
  const report = JSON.parse(readFileSync(`${results}/${slug}.json`, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
  counts.stages += 1;
}
console.log('\nAll green.');
const order = (name) => stages.findIndex(([stage]) => stage === name);
timings.sort(([a], [b]) => order(a) - order(b));
for (const [name, ms] of timings) console.log(`  ${name.padEnd(28)} ${seconds(ms).padStart(8)}`);
console.log(
  `  ${`total${parallel > 1 ? ' (two stages at a time)' : ''}`.padEnd(28)} ${seconds(Date.now() - started).padStart(8)}`,
);
if (counts.stages > 0)
  console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
