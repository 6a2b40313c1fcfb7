import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localImports } from '../../../test/support/importGraph.ts';

const src = fileURLToPath(new URL('.', import.meta.url));

/** The emulator's own modules: every source file but the tests and their support (`src/test/`). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(src, 'test') ? [] : sources(path);
    return /\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Each module (by its path under src/) and the emulator's modules it imports, type-only imports included. */
const graph = new Map(
  sources(src).map((file) => [
    relative(src, file),
    localImports(file)
      .filter((target) => target.startsWith(src))
      .map((target) => relative(src, target)),
  ]),
);
const edges = [...graph].flatMap(([file, targets]) => targets.map((target) => ({ file, target })));

/** The strongly connected components of more than one node (or a node importing itself): the circles. */
function circles(nodes: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of nodes.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1 || nodes.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of nodes.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The wallet iframe's modules of keys and shares (pure: no storage, no network). */
const WALLET_KEY_CODE = ['walletIframe/keySource.ts', 'walletIframe/shares.ts', 'walletIframe/userSigner.ts'];

/** `domains/<name>/…` → name; undefined outside a domain (`domains/index.ts`, the list, is no domain). */
const domainOf = (file: string) => /^domains\/([^/]+)\//.exec(file)?.[1];

describe('the emulator imports', () => {
  it('form no circle', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph)).toEqual([]);
  });

  it('of the kernel stay in the kernel: it knows no domain, no transport, no instance', () => {
    expect([...graph.keys()].filter((file) => file.startsWith('kernel/')).length).toBeGreaterThan(10);
    const outside = edges.filter(({ file, target }) => file.startsWith('kernel/') && !target.startsWith('kernel/'));
    expect(outside).toEqual([]);
  });

  it("of a domain reach the kernel, the domain's own files, other domains through their index only, and the chains' public data", () => {
    const allowed = (file: string, target: string) =>
      target.startsWith('kernel/') ||
      // The browser-safe data of the local chains (`@foyer/emulator/chains`): tokens, prices, the funding stand-ins' paths.
      target === 'chains/public.ts' ||
      // The wallet iframe's pure key code: the wallet API's enclave stand-in rebuilds and derives keys as the iframe does.
      (domainOf(file) === 'walletApi' && WALLET_KEY_CODE.includes(target)) ||
      domainOf(target) === domainOf(file) ||
      (domainOf(target) !== undefined && target === `domains/${domainOf(target)}/index.ts`);
    const stray = edges.filter(({ file, target }) => domainOf(file) !== undefined && !allowed(file, target));
    expect(stray.map(({ file, target }) => `${file} imports ${target}`)).toEqual([]);
  });

  it('between domains go one way: no two domains depend on each other, even through others', () => {
    const between = new Map<string, string[]>();
    for (const { file, target } of edges) {
      const [from, to] = [domainOf(file), domainOf(target)];
      if (from === undefined || to === undefined || from === to) continue;
      between.set(from, [...new Set([...(between.get(from) ?? []), to])]);
    }
    expect(between.size).toBeGreaterThan(5);
    expect(circles(between)).toEqual([]);
  });
});
