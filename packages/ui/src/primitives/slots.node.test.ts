import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slots } from './slots.ts';

/** Every component of the package (primitives, screens, the modal), tests and stories aside. */
const root = new URL('../', import.meta.url);
const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !/\.(test|stories)\./.test(file))
  .map((file) => [file, readFileSync(new URL(file, root), 'utf8')] as const);

describe('data-slot names', () => {
  it('every element sets its slot through useSlot (typed by the list), never as a bare attribute', () => {
    for (const [file, source] of sources) {
      expect({ file, bare: source.match(/data-slot=|'data-slot':/g) ?? [] }).toEqual({ file, bare: [] });
    }
  });

  it('every slot an element names is in the list, and every listed slot is used', () => {
    // The first argument of each useSlot call: a name, or a choice of names ('a' : 'b').
    const firstArguments = sources.flatMap(([, source]) => [...source.matchAll(/useSlot\(\s*([^,)]+)/g)]);
    const used = new Set(
      firstArguments.flatMap(([, argument]) => [...argument!.matchAll(/'([a-z-]+)'/g)].map((m) => m[1])),
    );
    expect([...used].sort()).toEqual([...slots].sort());
  });

  it('screens reach their slots through useSlot too (the list is not only the primitives)', () => {
    const screens = sources.filter(([file, source]) => file.startsWith('screens/') && source.includes('useSlot('));
    expect(screens.length).toBeGreaterThan(0);
  });

  it("docs/theming.md lists every slot (the host's reference for `appearance.elements`)", () => {
    const docs = readFileSync(new URL('../../../../docs/theming.md', import.meta.url), 'utf8');
    const table = docs.slice(docs.indexOf('| dialog |'), docs.indexOf('\n\n', docs.indexOf('| screens |')));
    const listed = new Set([...table.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]));
    expect([...listed].sort()).toEqual([...slots].sort());
  });
});
