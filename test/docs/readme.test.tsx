// @vitest-environment happy-dom
import { readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { DEFAULT_APP_ID } from '@foyer/emulator/in-process';
import { FoyerProvider, memoryStorage, useAppConfig, useAppConfigError } from '@foyer/headless';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { startEmulator } from './emulatorProcess.ts';
import {
  anchors,
  codeBlocks,
  docs,
  examples,
  examplesDir,
  links,
  origin,
  packageReadmes,
  prose,
  read,
  repoFiles,
  root,
  typescript,
  writeExamples,
} from './markdown.ts';
import { typeErrors } from './typecheck.ts';

/**
 * README.md, docs/*.md and the packages' READMEs as a new user reads them: their code compiles and
 * runs as written.
 *
 * - Every `ts`/`tsx` block is a complete file, its info string naming it (```tsx file=Login.tsx), or
 *   says it is a fragment and why (```ts fragment: an excerpt of …). The files are written to
 *   test-results/docs/unit/ under their names and type-checked as a new app would
 *   (./typecheck.ts: a template's strict tsconfig) against the workspace packages; a package they
 *   import is one the doc names, so that a reader knows to install it.
 * - The one change made to their code: the emulator's address in the examples,
 *   http://127.0.0.1:8787, becomes the address of this file's own emulator: the CLI the README tells
 *   readers to run, on a free port (./emulatorProcess.ts).
 * - The quick starts are rendered and driven: the modal logs in by e-mail; the custom UI sends a
 *   code, takes a wrong one (no unhandled rejection, the error in the UI), logs in, logs out and is
 *   back at its first step. The React-free example runs with `prompt()` answering the code.
 * - The docs' example test files run: `file=*.test.tsx` here, as tests of this file (happy-dom),
 *   `file=*.node.test.ts` in ./examples.node.test.ts (Node), and the Playwright ones
 *   (`file=*.spec.ts`) in the e2e stage, against the demo (test/e2e/docs.e2e.ts).
 * - Every `npm …` command names a real script or stage, every relative link resolves to a file of
 *   the repository. (The consumer apps, test/consumers/, build the README's modal quick start as it
 *   is, in Vite and as a Next.js app-router page.)
 */
configure({ asyncUtilTimeout: 10_000 });

const markdown = [...docs, ...packageReadmes];
const list = examples();

const emulator = await startEmulator();
afterAll(() => emulator.stop());

/** The examples on disk, by file name, their emulator address replaced by this file's emulator. */
const unitDir = join(examplesDir, 'unit');
const written = writeExamples(list, unitDir, emulator.url);
const load = <T,>(file: string): Promise<T> => import(/* @vite-ignore */ written.get(file)!) as Promise<T>;

/** Unhandled rejections while a test runs (Node's, and the page's event in case happy-dom raises one). */
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => void rejections.push(reason);
const onPageRejection = (event: PromiseRejectionEvent) => void rejections.push(event.reason);
beforeEach(() => {
  rejections.length = 0;
  process.on('unhandledRejection', onRejection);
  window.addEventListener('unhandledrejection', onPageRejection);
});
afterEach(async () => {
  cleanup();
  process.off('unhandledRejection', onRejection);
  window.removeEventListener('unhandledrejection', onPageRejection);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await (globalThis as { happyDOM?: { waitUntilComplete(): Promise<void> } }).happyDOM?.waitUntilComplete();
  localStorage.clear();
  await emulator.client.reset();
});

/** Lets pending promise callbacks and Node's unhandled-rejection check run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const enabled = (element: HTMLElement) => !(element as HTMLButtonElement).disabled;

/** Packages every reader has: React, the kit's own, and the test runner of the test samples. */
const known = new Set(['react', 'react-dom', '@foyer/headless', '@foyer/ui', '@foyer/emulator', 'vitest']);
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('TypeScript blocks of README.md, docs/*.md and the packages READMEs', () => {
  it('each is a complete file (file=Name.tsx) or a fragment that says why', () => {
    const blocks = markdown.flatMap(codeBlocks).filter((block) => typescript.includes(block.lang));
    const unmarked = blocks.filter((block) => (block.file !== null) === Boolean(block.fragment));
    expect(unmarked.map((block) => `${block.doc}:${block.line}`)).toEqual([]);
    // Fragments stay the exception.
    expect(blocks.filter((block) => block.fragment).length).toBeLessThan(blocks.length / 4);
  });

  it('compile as in a new app (strict template tsconfig, no custom conditions)', () => {
    expect(list.filter((example) => example.doc === 'README.md').length).toBeGreaterThanOrEqual(4);
    expect(typeErrors([...written.values()]).map((error) => origin(error, list, unitDir))).toEqual([]);
  }, 180_000);

  it('import only packages their doc names (or Node built-ins, React, Vitest and the kit)', () => {
    const problems = list.flatMap((example) =>
      [...example.code.matchAll(/^import[^'"]*['"]([^'"./][^'"]*)['"]/gm)]
        .map((match) => packageOf(match[1]!))
        .filter((name) => !name.startsWith('node:') && !known.has(name) && !prose(example.doc).includes(name))
        .map((name) => `${example.doc}:${example.line} imports ${name}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('README.md quick starts, run', () => {
  it("'the default modal' logs in by e-mail and calls onComplete; closed early, onError", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { default: App } = await load<{ default: ComponentType }>('App.tsx');
    render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    const button = await screen.findByRole('button', { name: 'Log in' });
    await waitFor(() => expect(enabled(button)).toBe(true));
    fireEvent.click(button);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(document.querySelector('[data-screen="enter-code"]')?.getAttribute('data-status')).toBe(
        'awaiting-code-input',
      ),
    );
    const [firstBox] = screen.getAllByRole('textbox', { name: /^Digit/ });
    const code = await emulator.client.latestCode('ada@example.com');
    fireEvent.paste(firstBox!, { clipboardData: { getData: () => code } });
    // onComplete fires once the modal has shown success and closed (about 2.3 s).
    await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringMatching(/^did:privy:/), true));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Logged out, then closed early: onError with the code the README's comment names.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('exited_auth_flow'));
    await settle();
    expect(rejections).toEqual([]);
  }, 20_000);

  it("'your own UI on the hooks': a wrong code is an error in the UI, not a rejection; after logout the flow is initial", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { App } = await load<{ App: ComponentType }>('Login.tsx');
    render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const codeInput = await screen.findByLabelText('Code');
    const code = await emulator.client.latestCode('grace@example.com');
    const wrong = code.replace(/\d/, (digit) => String((Number(digit) + 1) % 10));

    fireEvent.change(codeInput, { target: { value: wrong } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong or expired code.');
    await settle();
    expect(rejections).toEqual([]);

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const logOut = await screen.findByRole('button', { name: 'Log out grace@example.com' });
    expect(log).toHaveBeenCalledWith('logged in', expect.stringMatching(/^did:privy:/), true);

    fireEvent.click(logOut);
    // Back at the e-mail step, idle and without an error: of the flow's statuses only `initial` shows
    // that (a failed send shows its error, `sending-code` disables the button, the other ones show the
    // code step).
    await screen.findByLabelText('Email');
    expect(screen.queryByLabelText('Code')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(enabled(screen.getByRole('button', { name: 'Send code' }))).toBe(true);
    await settle();
    expect(rejections).toEqual([]);
  }, 20_000);

  it("'without React' logs in with the code prompt() returns", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.stubGlobal('prompt', () => emulator.latestCodeSync('ada@example.com'));
    await load('core.ts');
    expect(log).toHaveBeenCalledWith('logged in', expect.stringMatching(/^did:privy:/));
    expect(log.mock.calls.map(([status]) => status).filter((status) => status !== 'logged in')).toEqual([
      'sending-code',
      'awaiting-code-input',
      'submitting-code',
      'done',
    ]);
    expect(rejections).toEqual([]);
  });
});

describe('component samples of docs/*.md, run against the emulator', () => {
  it("wallets.md: the provider's app id is the emulator's, and the wallets render once ready", async () => {
    const { Providers } = await load<{ Providers: ComponentType<{ children: ReactNode }> }>('WalletProvider.tsx');
    const { Wallets } = await load<{ Wallets: ComponentType }>('Wallets.tsx');
    /** The app config the provider loaded (the emulator refuses an app id it does not know). */
    function AppName() {
      const config = useAppConfig();
      const { error } = useAppConfigError();
      return <output>{error ? error.code : (config?.name ?? '')}</output>;
    }
    render(
      <Providers>
        <Wallets />
        <AppName />
      </Providers>,
    );
    expect((await screen.findByText(/^Ethereum:/)).textContent).toBe('Ethereum: ');
    expect(screen.getByRole('button', { name: 'Sign' })).toBeDefined();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Foyer Demo'));
    await settle();
    expect(rejections).toEqual([]);
  });

  /** Renders `file`'s component `name` in a provider on this file's emulator, `method` on for the app. */
  async function renderSample(file: string, name: string, method: Record<string, boolean>) {
    await emulator.client.seed({ apps: [{ id: DEFAULT_APP_ID, ...method }] });
    onTestFinished(async () => {
      await emulator.client.seed({
        apps: [{ id: DEFAULT_APP_ID, ...Object.fromEntries(Object.keys(method).map((key) => [key, false])) }],
      });
    });
    const Sample = (await load<Record<string, ComponentType>>(file))[name]!;
    render(
      <FoyerProvider appId={DEFAULT_APP_ID} apiUrl={emulator.url} storage={memoryStorage()}>
        <Sample />
      </FoyerProvider>,
    );
  }

  it('oauth.md: SocialLogin, Google on, starts the redirect to its consent page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderSample('SocialLogin.tsx', 'SocialLogin', { google_oauth: true });
    const google = await screen.findByRole('button', { name: 'Google' });
    await waitFor(() => expect(enabled(google)).toBe(true));
    fireEvent.click(google);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringContaining(`${emulator.url}/oauth/consent/`)));
    expect(screen.getByText('awaiting-provider')).toBeDefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('custom-auth.md: GuestLogin logs a guest in', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await renderSample('GuestLogin.tsx', 'GuestLogin', { guest_auth: true });
    const button = await screen.findByRole('button', { name: 'Continue as a guest' });
    await waitFor(() => expect(enabled(button)).toBe(true));
    fireEvent.click(button);
    await waitFor(() => expect(log).toHaveBeenCalledWith(true));
    await settle();
    expect(rejections).toEqual([]);
  });

  it('telegram-farcaster.md: FarcasterLogin shows the relay link to approve', async () => {
    await renderSample('FarcasterLogin.tsx', 'FarcasterLogin', { farcaster_auth: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Farcaster' }));
    const link = await screen.findByRole('link', { name: 'Open Farcaster' });
    // The emulator's relay: its approve page plays the Farcaster app.
    expect(link.getAttribute('href')).toMatch(new RegExp(`^${emulator.url}/farcaster/connect\\?channelToken=[\\w-]+`));
    await settle();
    expect(rejections).toEqual([]);
  });
});

describe('example tests of docs/*.md (DOM)', async () => {
  for (const [file, path] of written) {
    if (!/\.test\.tsx?$/.test(file) || file.endsWith('.node.test.ts')) continue;
    const example = list.find((block) => block.file === file)!;
    describe(`${example.doc}: ${file}`, async () => {
      await import(/* @vite-ignore */ path);
    });
  }
});

/** npm's own commands (not scripts) that the docs use. */
const npmCommands = new Set(['i', 'install', 'ci', 'pack', 'publish', 'exec', 'create', 'init']);
const rootScripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const workspaceScripts = (name: string) => {
  const dir = readdirSync(join(root, 'packages')).find(
    (entry) => (JSON.parse(read(`packages/${entry}/package.json`)) as { name: string }).name === name,
  );
  return dir
    ? ((JSON.parse(read(`packages/${dir}/package.json`)) as { scripts?: Record<string, string> }).scripts ?? {})
    : null;
};
/** The stages of `npm test`, by the first word of their names (`npm test -- <stage>` picks them so). */
const stages = [...read('scripts/test.mjs').matchAll(/^\s*\['([^']+)', (?:\[|vitest\()/gm)].map((match) => match[1]!);
const stageKey = (stage: string) => stage.split(/[\s(]/)[0]!;

/** Every `npm …` command of `doc`: in its bash blocks and its inline code. */
function npmCommandsIn(doc: string): string[] {
  const shell = codeBlocks(doc)
    .filter((block) => ['bash', 'sh'].includes(block.lang))
    .map((block) => block.code);
  const inline = [...prose(doc).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return [...shell, ...inline].flatMap((text) =>
    [...text.matchAll(/\bnpm (?:run )?[a-z][\w:-]*(?: -- [\w-]+| -w [@\w/-]+)*/g)].map((match) => match[0]),
  );
}

describe('commands in README.md and docs/*.md', () => {
  it.each(docs)('%s: every npm command names a real script, stage or npm command', (doc) => {
    const problems: string[] = [];
    for (const command of npmCommandsIn(doc)) {
      const [, run, name, rest = ''] = /^npm (run )?([\w:-]+)(.*)$/.exec(command)!;
      const workspace = / -w ([@\w/-]+)/.exec(rest)?.[1];
      if (!run && npmCommands.has(name!)) continue;
      const scripts = workspace ? workspaceScripts(workspace) : rootScripts;
      if (!scripts) problems.push(`${command}: no workspace ${workspace}`);
      else if (!scripts[name!]) problems.push(`${command}: no script "${name}"`);
      const stage = / -- ([\w-]+)/.exec(rest)?.[1];
      if (name === 'test' && stage && !stages.some((s) => stageKey(s) === stage))
        problems.push(`${command}: no stage "${stage}"`);
    }
    expect(problems).toEqual([]);
  });

  it('npx and node commands in bash blocks name a real bin or file', () => {
    const bins = new Set(readdirSync(join(root, 'node_modules/.bin')));
    const problems: string[] = [];
    for (const block of docs.flatMap(codeBlocks).filter((b) => ['bash', 'sh'].includes(b.lang))) {
      for (const [, tool, target] of block.code.matchAll(/^(npx|node) ([^\s#]+)/gm)) {
        const ok = tool === 'npx' ? bins.has(target!) : repoFiles().has(normalize(target!));
        if (!ok) problems.push(`${block.doc}:${block.line}: ${tool} ${target}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('README.md lists every stage of npm test, and no other (scripts/test.mjs)', () => {
    expect(stages.length).toBeGreaterThan(3);
    const section = read('README.md')
      .split('\n## ')
      .find((part) => part.startsWith('Working on Foyer'))!;
    const documented = [...section.matchAll(/^\| `([\w-]+)` \|/gm)].map((match) => match[1]);
    expect(documented).toEqual(stages.map(stageKey));
  });

  it('README.md shows what npm start prints (scripts/start.mjs, default ports)', () => {
    const template = /console\.log\(`([\s\S]*?)`\);/.exec(read('scripts/start.mjs'))![1]!;
    const printed = template
      .replaceAll(/\$\{demoUrl\}/g, 'http://localhost:5173')
      .replaceAll(/\$\{apiUrl\}/g, 'http://localhost:8787')
      .split('\n')
      .map((line) => line.trimEnd());
    const shown = codeBlocks('README.md').find((block) => block.lang === '' && block.code.includes('Foyer is running'));
    expect(shown, 'README.md has a plain code block with the output of npm start').toBeDefined();
    for (const line of shown!.code
      .split('\n')
      .map((l) => l.trimEnd())
      .filter(Boolean))
      expect(printed).toContain(line);
  });
});

describe('links', () => {
  it.each(markdown)('%s: every relative link resolves to a file of the repository', (doc) => {
    const files = repoFiles();
    const problems: string[] = [];
    for (const link of links(doc)) {
      if (/^[a-z][\w+.-]*:/i.test(link)) continue; // https:, mailto:
      const [path = '', anchor] = link.split('#');
      const target = path === '' ? doc : normalize(join(dirname(doc), decodeURIComponent(path)));
      if (target.startsWith('..') || relative(root, join(root, target)).startsWith('..'))
        problems.push(`${link}: outside the repository`);
      else if (!files.has(target)) problems.push(`${link}: no such file in the repository`);
      else if (anchor && target.endsWith('.md') && !anchors(target).has(anchor))
        problems.push(`${link}: no heading #${anchor} in ${target}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(markdown)('%s: sends no reader outside the repository', (doc) => {
    const outside = /\.\.\/shared|\/work\/|reference\/[\w-]+\.md|ARCHITECTURE\.md|API\.md/;
    expect(
      prose(doc)
        .split('\n')
        .filter((line) => outside.test(line)),
    ).toEqual([]);
  });
});

describe('docs/theming.md against packages/ui/src/theme', () => {
  // Quotes normalised: the formatter may write either in attribute selectors.
  const css = read('packages/ui/src/theme/tokens.css').replaceAll("'", '"');
  /** The `--foyer-*` declarations of a rule of tokens.css. */
  const declarations = (selector: string) => {
    const body = css.slice(css.indexOf(`${selector} {`)).split('}')[0]!;
    return new Map([...body.matchAll(/(--foyer-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
  };
  const light = declarations('[data-foyer-root]');
  const dark = declarations('[data-foyer-root][data-foyer-theme="dark"]');
  const rows = [...prose('docs/theming.md').matchAll(/^\| `(--foyer-[\w-]+)` \|([^|]*)\|([^|]*)\|/gm)].map((match) => ({
    name: match[1]!,
    light: match[2]!.trim(),
    dark: match[3]!.trim(),
  }));
  const literal = (cell: string) => /^`([^`]+)`$/.exec(cell)?.[1];

  it('lists every variable of tokens.css, with its light and dark values', () => {
    expect(rows.map((row) => row.name).sort()).toEqual([...light.keys()].sort());
    for (const row of rows) {
      if (literal(row.light)) expect(literal(row.light), row.name).toBe(light.get(row.name));
      if (literal(row.dark)) expect(literal(row.dark), row.name).toBe(dark.get(row.name));
    }
  });

  it('names only variables that exist', () => {
    const known = `${css}${read('packages/ui/src/theme/accent.ts')}`;
    const named = new Set(read('docs/theming.md').match(/--foyer-[\w-]+/g));
    expect([...named].filter((name) => !known.includes(`${name}:`) && !known.includes(`'${name}'`))).toEqual([]);
  });
});
