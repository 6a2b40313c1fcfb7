// `npm run build-storybook`: the static Storybook in storybook-static/, failing on any warning that can
// hide a broken story (an unindexed file, a glob that finds nothing, an import that is undefined…).
// scripts/storybookBuildLog.mjs lists the warnings allowed, each with why.
import { spawn } from 'node:child_process';
import { root } from './setup.mjs';
import { scanStorybookBuildLog } from './storybookBuildLog.mjs';

// The binary itself, not npx: stopping npx leaves Storybook running (toolchain P9).
const build = spawn(
  `${root}node_modules/.bin/storybook`,
  ['build', '-o', 'storybook-static', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
let output = '';
build.stdout.on('data', (chunk) => {
  output += chunk;
  process.stdout.write(chunk);
});
build.stderr.on('data', (chunk) => {
  output += chunk;
  process.stderr.write(chunk);
});
const code = await new Promise((done) => build.on('close', (exit) => done(exit ?? 1)));

const problems = scanStorybookBuildLog(output);
for (const problem of problems) console.error(`\n✗ ${problem}`);
if (code !== 0 || problems.length > 0) {
  console.error(
    `\n✗ storybook build: exit ${code}, ${problems.length} warning(s) or error(s) that can hide broken stories`,
  );
  process.exit(code || 1);
}
console.log('\n✓ storybook build: no warnings beyond the allowed ones (scripts/storybookBuildLog.mjs)');
