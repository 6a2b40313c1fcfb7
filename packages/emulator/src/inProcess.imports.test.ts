import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph, workspaceEntry } from '../../../test/support/importGraph.ts';

const entry = fileURLToPath(new URL('./inProcess.ts', import.meta.url));

describe('@foyer/emulator/in-process', () => {
  it('is browser-safe: its import graph has no node:* and no @hono/node-server', () => {
    const edges = importGraph(entry);
    expect(edges.some((edge) => edge.endsWith(' imports ./http/app.ts'))).toBe(true);
    expect(edges.some((edge) => edge.includes(' imports @foyer/headless/'))).toBe(true);
    expect(edges.filter((edge) => / imports (node:|@hono\/node-server)/.test(edge))).toEqual([]);
  });

  it('is the entry package.json exports', () => {
    expect(workspaceEntry('emulator', './in-process')).toBe(entry);
  });
});
