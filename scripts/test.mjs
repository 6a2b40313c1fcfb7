// `npm test`: everything, on a fresh machine. Stages run one after another to keep 2 cores calm.
import { buildStyles, ensureInstalled, run } from './setup.mjs';

ensureInstalled();
const timings = [['styles', (() => { const t = Date.now(); buildStyles(); return Date.now() - t; })()]];
const stages = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['unit + node', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'node']],
  ['storybook (Chromium)', 'npx', ['vitest', 'run', '--project', 'storybook']],
  ['e2e (Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e']],
];
const only = process.argv[2];
for (const [name, command, args] of stages) {
  if (only && !name.startsWith(only)) continue;
  console.log(`\n▶ ${name}`);
  timings.push([name, run(command, args)]);
}
console.log('\nAll green.');
for (const [name, ms] of timings) console.log(`  ${name.padEnd(22)} ${(ms / 1000).toFixed(1)} s`);
