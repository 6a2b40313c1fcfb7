/** Types of scripts/demoApp.mjs (plain JavaScript: `npm start` runs it with bare Node). */
import type { SeedApp } from '@foyer/emulator';

export const DEMO_HOST: 'localhost';
export function localOrigin(port: number): string;
export function demoAppSeed(options: { id: string; apiUrl: string; demoOrigin: string }): SeedApp;
export const DEMO_FUNDING: NonNullable<SeedApp['funding_config']>;
