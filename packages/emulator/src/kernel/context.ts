import type { Context, Hono } from 'hono';

/** What the serving adapter passes with each request (none when it cannot drop connections). */
export interface EmulatorBindings {
  /** Ends the connection without an answer (the `drop` fault). */
  dropConnection?: () => void;
  /** The client's IP address (served instances; none in-process), for per-client rate limits. */
  clientAddress?: string | undefined;
}
export type EmulatorEnv = { Bindings: EmulatorBindings };
export type EmulatorApp = Hono<EmulatorEnv>;
export type EmulatorContext = Context<EmulatorEnv>;
