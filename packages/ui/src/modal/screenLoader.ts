import type { ComponentType } from 'react';
import { type ScreenId, screenDefinition } from '../screens/registry.ts';

const loaded = new Map<ScreenId, ComponentType>();
const loading = new Map<ScreenId, Promise<ComponentType>>();

/** Loads a screen's component once (its own chunk). */
export function loadScreen(id: ScreenId): Promise<ComponentType> {
  let promise = loading.get(id);
  if (!promise) {
    promise = screenDefinition(id)
      .load()
      .then((module) => {
        loaded.set(id, module.default);
        return module.default;
      });
    loading.set(id, promise);
  }
  return promise;
}

/** The screen's component if it has loaded, so a preloaded screen renders without a loading frame. */
export function loadedScreen(id: ScreenId): ComponentType | undefined {
  return loaded.get(id);
}

/** A screen that came with the modal's code: it renders without loading. */
export function primeScreen(id: ScreenId, component: ComponentType): void {
  loaded.set(id, component);
  loading.set(id, Promise.resolve(component));
}
