/**
 * `@foyer/headless/core`: the framework-free layer. No React here (enforced by a test), so the
 * emulator and apps on other frameworks can use it.
 */
export * from './constants.ts';
export * from './errors/codes.ts';
export * from './errors/FoyerError.ts';
export * from './api/wire.ts';
export * from './api/routes.ts';
export * from './validation/email.ts';
export * from './validation/code.ts';
export * from './config/types.ts';
export * from './config/appConfig.ts';
export * from './user.ts';
