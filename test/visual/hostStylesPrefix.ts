/**
 * A screenshot named `host-styles/<name>` (./hostStyles.visual.tsx) is compared with the baseline of
 * `<name>`, the same story without the host's stylesheet, and never written into the baselines
 * (./baselines.ts). Shared by the page and Node, so a module of its own.
 */
export const HOST_STYLES = 'host-styles/';
