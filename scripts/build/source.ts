/**
 * The workspace runs every @foyer/* package from its TypeScript source, without a build: each entry in
 * a package's `exports` lists its source under this condition first. Everything that resolves
 * packages in the workspace turns it on:
 * - TypeScript: `customConditions` in tsconfig.base.json;
 * - Vite, Vitest and Storybook: `sourceCondition()` below;
 * - Node (the emulator's CLI in `npm start`): `node --conditions=@foyer/source --import tsx`.
 * Published consumers never set it, so they get `types` + `import` (dist/). Scoped to @foyer so that
 * an app whose own tooling uses a `source` condition does not pick up our .ts files from node_modules.
 */
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';

export const SOURCE_CONDITION = '@foyer/source';

/**
 * A Vite plugin that puts the source condition first in every environment: the browser (`client`),
 * SSR, and the ones Vitest adds (its global setups run in `__vitest__`, which inherits no conditions).
 */
export function sourceCondition(): Plugin {
  return {
    name: 'foyer:source-condition',
    configEnvironment(name, config) {
      const client = (config.consumer ?? (name === 'client' ? 'client' : 'server')) === 'client';
      const conditions =
        config.resolve?.conditions ??
        (client ? defaultClientConditions : defaultServerConditions.filter((c) => c !== 'browser'));
      if (conditions.includes(SOURCE_CONDITION)) return;
      config.resolve = { ...config.resolve, conditions: [SOURCE_CONDITION, ...conditions] };
    },
  };
}
