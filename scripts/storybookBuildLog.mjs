// Reads the output of `storybook build` for warnings that hide broken stories. Pure (text in, list
// out); scripts/storybookBuild.mjs runs the build and fails on what this finds.
// Storybook 10 prints through clack: a warning block starts with ▲, an error block with ■, and the
// lines that continue a block start with │.

/**
 * Warnings known to be harmless, each with why. Nothing else may pass. (The Radix 'use client'
 * MODULE_LEVEL_DIRECTIVE warnings, toolchain P5, are dropped in .storybook/main.ts's onLog and are
 * deliberately not listed: if that filter breaks, the build says so.)
 */
export const allowedWarnings = [
  {
    // The preview bundles every story, the in-page emulator of the connected stories included; a
    // review book is not an app page, chunk size costs nothing here.
    pattern: /Some chunks are larger than \d+ kB after minification/,
    why: 'chunk size of the static preview',
  },
  {
    // Rolldown's build profile (which plugins took how long): information, not a problem.
    pattern: /\[PLUGIN_TIMINGS\]/,
    why: 'build timing report',
  },
];

const ansi = new RegExp(
  [
    String.raw`\u001b\]8;;[^\u0007\u001b]*(?:\u0007|\u001b\\)`, // OSC 8 hyperlinks (open and close)
    String.raw`\u001b\[[0-9;]*[A-Za-z]`, // colours and cursor moves
  ].join('|'),
  'g',
);

/** The text without terminal colours and hyperlink escapes. */
export function plain(output) {
  return output.replace(ansi, '');
}

/** Lines that mean trouble wherever they appear, in or out of a clack block. */
const alwaysProblems = [
  /No story files found/i,
  /Unable to index/i,
  /\bMDX2? syntax error/i,
  /^\s*(?:WARN|ERR!?|ERROR)\b/,
];

/**
 * The warning and error blocks of a `storybook build` output, minus the allowed ones: an empty list
 * means the build is clean. Each problem is the block's text (its first lines).
 */
export function scanStorybookBuildLog(output) {
  const lines = plain(output).split(/\r?\n/);
  const blocks = [];
  let current = null;
  for (const line of lines) {
    const start = /^([▲■])\s+(.*)$/.exec(line);
    if (start) {
      current = { kind: start[1] === '■' ? 'error' : 'warning', lines: [start[2]] };
      blocks.push(current);
      continue;
    }
    const continuation = /^│ {2}(.*)$/.exec(line);
    if (current && continuation) current.lines.push(continuation[1]);
    // An empty line can sit inside a block (a message that starts with a newline); a bare │ ends it.
    else if (line !== '') current = null;
    if (!continuation && alwaysProblems.some((pattern) => pattern.test(line))) {
      blocks.push({ kind: 'warning', lines: [line.trim()] });
    }
  }
  return blocks
    .map((block) => ({ kind: block.kind, text: block.lines.join('\n') }))
    .filter((block) => block.kind === 'error' || !allowedWarnings.some(({ pattern }) => pattern.test(block.text)))
    .map((block) => `${block.kind}: ${block.text.split('\n').slice(0, 6).join('\n  ')}`);
}
