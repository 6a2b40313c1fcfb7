import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph, workspaceEntry } from '../../../test/support/importGraph.ts';

const entry = fileURLToPath(new URL('./inProcess.ts', import.meta.url));
const chainsEntry = fileURLToPath(new URL('./localChains.ts', import.meta.url));
/** Node built-ins, the Node adapter, and the native chains (EDR, the chains' maker). */
const nodeOnly = / imports (node:|@hono\/node-server|@nomicfoundation\/edr|\.\/chains\/index\.ts|\.\/evm\/)/;

describe('@foyer/emulator/in-process', () => {
  it('is browser-safe: its import graph has no node:*, no @hono/node-server and no native chain', () => {
    const edges = importGraph(entry);
    expect(edges.some((edge) => edge.endsWith(' imports ./http/app.ts'))).toBe(true);
    expect(edges.some((edge) => edge.includes(' imports @foyer/headless/'))).toBe(true);
    expect(edges.some((edge) => edge.endsWith(' imports ./chains/routes.ts'))).toBe(true);
    expect(edges.filter((edge) => nodeOnly.test(edge))).toEqual([]);
  });

  it('is the entry package.json exports', () => {
    expect(workspaceEntry('emulator', './in-process')).toBe(entry);
  });
});

describe('@foyer/emulator/chains', () => {
  it('is browser-safe and the entry package.json exports', () => {
    const edges = importGraph(chainsEntry);
    expect(edges.some((edge) => edge.endsWith(' imports ./chains/evmChains.ts'))).toBe(true);
    expect(edges.filter((edge) => nodeOnly.test(edge))).toEqual([]);
    expect(workspaceEntry('emulator', './chains')).toBe(chainsEntry);
  });
});
