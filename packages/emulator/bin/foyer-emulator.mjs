#!/usr/bin/env node
// The published CLI is plain JavaScript (built by `npm run build -w @foyer/emulator`).
// In the workspace, `npm run emulator` runs the TypeScript source instead (see the root package.json).
import '../dist/cli.js';
