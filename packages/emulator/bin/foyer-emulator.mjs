#!/usr/bin/env node
// Runs the TypeScript sources directly (workspace packages have no build step).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
