import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (absolute, with a trailing slash). A path, not a URL: DOM tests replace `URL`. */
export const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}/`;

/** Where the examples are written to be compiled and run (ignored by git, by tsc -b and by the linter). */
export const examplesDir = join(root, 'test-results/docs');

/**
 * The address every example uses for the emulator (`npx foyer-emulator` serves it). The one change the
 * tests make to an example's code: this address becomes the address of the test's own emulator.
 */
export const EMULATOR_URL = 'http://127.0.0.1:8787';

export interface CodeBlock {
  /** The Markdown file, relative to the root. */
  doc: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** First word of the info string: `tsx`, `ts`, `bash`, … (empty without one). */
  lang: string;
  /** `file=<name>` in the info string: the example is checked and written as that file. */
  file: string | null;
  /** `fragment: <reason>` in the info string: a part of something, not compiled (the reason says why). */
  fragment: string | null;
  code: string;
}

export const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The project's docs: README.md and docs/*.md. */
export const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

export type Example = CodeBlock & { file: string };

/** The packages' READMEs (published with them). */
export const packageReadmes = ['headless', 'ui', 'emulator'].map((name) => `packages/${name}/README.md`);

/** The languages whose blocks are compiled. */
export const typescript = ['ts', 'tsx'];

/**
 * The examples that are checked: every TypeScript block of README.md, docs/*.md and the packages'
 * READMEs that names a file (```tsx file=Login.tsx). Every other TypeScript block is marked a
 * fragment, with its reason (```ts fragment: an excerpt of …); a test holds both rules.
 */
export function examples(): Example[] {
  return [...docs, ...packageReadmes].flatMap((doc) =>
    codeBlocks(doc).filter((block): block is Example => typescript.includes(block.lang) && block.file !== null),
  );
}

/** The fenced code blocks of a Markdown file, with their info strings (```tsx file=App.tsx). */
export function codeBlocks(doc: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = read(doc).split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)(`{3,})\s*([^`]*)$/.exec(lines[index]!);
    if (!open) continue;
    const [, indent, fence, info = ''] = open;
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !lines[end]!.trimStart().startsWith(fence!))
      body.push(lines[end++]!.slice(indent!.length));
    const [lang = '', ...meta] = info.trim().split(/\s+/);
    const file = meta.find((word) => word.startsWith('file='))?.slice('file='.length) ?? null;
    const fragment = /^fragment:?\s*(.*)$/.exec(meta.join(' '))?.[1]?.trim() ?? null;
    blocks.push({ doc, line: index + 1, lang, file, fragment, code: `${body.join('\n')}\n` });
    index = end;
  }
  return blocks;
}

/** The Markdown text outside fenced code blocks (links and inline code live there). */
export function prose(doc: string): string {
  return read(doc).replace(/^(\s*)(`{3,})[^\n]*\n[\s\S]*?^\s*\2\s*$/gm, '');
}

/** Every `[text](target)` and `[label]: target` link of the prose (inline code left out). */
export function links(doc: string): string[] {
  const text = prose(doc).replace(/`[^`\n]*`/g, '');
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
  const references = [...text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((match) => match[1]!);
  return [...inline, ...references];
}

/** GitHub's heading anchors of a Markdown file (`## The two commands` → `the-two-commands`). */
export function anchors(doc: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of prose(doc).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** Files a fresh clone has: tracked, or new and not ignored (so a link to dist/ or test-results/ fails). */
export function repoFiles(): Set<string> {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  const files = new Set(out.split('\n').filter(Boolean));
  for (const file of [...files]) {
    for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) files.add(dir);
  }
  return files;
}

/**
 * Writes the examples into `dir` (emptied first), each as its file name, its emulator address
 * replaced by `apiUrl` and, when given, its imports of `from` by `to`. Line N of a file is line
 * `line + N - 1` of its doc (`line` is the opening fence), which `origin()` maps back.
 */
export function writeExamples(
  list: Example[],
  dir: string,
  apiUrl: string,
  replace: { from: string; to: string } | null = null,
): Map<string, string> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const written = new Map<string, string>();
  for (const example of list) {
    if (written.has(example.file))
      throw new Error(`${example.doc}:${example.line}: a second example named ${example.file}`);
    let code = example.code.replaceAll(EMULATOR_URL, apiUrl);
    if (replace) code = code.replaceAll(`'${replace.from}'`, `'${replace.to}'`);
    const path = join(dir, example.file);
    writeFileSync(path, `// ${example.doc}:${example.line}\n${code}`);
    written.set(example.file, path);
  }
  return written;
}

/** `test-results/docs/unit/App.tsx:3:22 …` → `README.md:35:22 …`, for messages about written examples. */
export function origin(message: string, list: Example[], dir: string): string {
  const prefix = `${relative(root, dir)}/`;
  return message.replace(/(\S+?):(\d+)(?=:\d+ )/g, (whole, path: string, line: string) => {
    const example = path.startsWith(prefix)
      ? list.find((candidate) => candidate.file === path.slice(prefix.length))
      : undefined;
    return example ? `${example.doc}:${example.line + Number(line) - 1}` : whole;
  });
}
