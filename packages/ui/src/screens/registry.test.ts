import { describe, expect, it } from 'vitest';
import { screenRegistry } from './registry.ts';

describe('screen registry', () => {
  it('has one entry per id', () => {
    const ids = screenRegistry.map((screen) => screen.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(screenRegistry.map((screen) => [screen.id, screen] as const))('%s loads a component', async (_, screen) => {
    const module = await screen.load();
    expect(module.default).toBeTypeOf('function');
  });
});
