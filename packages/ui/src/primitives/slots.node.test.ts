import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slots } from './slots.ts';

const sources = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
  .map((file) => [file, readFileSync(new URL(file, import.meta.url), 'utf8')] as const);

describe('data-slot names', () => {
  it('every primitive sets its slots through useSlot (typed by the list), never as a bare attribute', () => {
    for (const [file, source] of sources) {
      expect({ file, bare: source.match(/data-slot=|'data-slot':/g) ?? [] }).toEqual({ file, bare: [] });
    }
  });

  it('every slot the primitives name is in the list, and every listed slot is used', () => {
    // The first argument of each useSlot call: a name, or a choice of names ('a' : 'b').
    const firstArguments = sources.flatMap(([, source]) => [...source.matchAll(/useSlot\(\s*([^,)]+)/g)]);
    const used = new Set(
      firstArguments.flatMap(([, argument]) => [...argument!.matchAll(/'([a-z-]+)'/g)].map((m) => m[1])),
    );
    expect([...used].sort()).toEqual([...slots].sort());
  });
});
