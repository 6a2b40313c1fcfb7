/** Types of scripts/storybookBuildLog.mjs (plain JavaScript: `npm test` runs it with bare Node). */
export const allowedWarnings: { pattern: RegExp; why: string }[];
export function plain(output: string): string;
export function scanStorybookBuildLog(output: string): string[];
