import { createEmulator } from '@foyer/emulator';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorUrl: string;
  }
}

/** One emulator for the DOM tests (they run in happy-dom, where a server cannot live). */
export default async function setup(project: TestProject) {
  const emulator = await createEmulator({ port: 0 });
  project.provide('emulatorUrl', emulator.url);
  return () => emulator.close();
}
