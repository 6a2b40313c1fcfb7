import type { Config } from 'tailwindcss';
/** @foyer/ui's colours, radii and font, mapped to its --foyer-* tokens. */
declare const config: Config;
export default config;
