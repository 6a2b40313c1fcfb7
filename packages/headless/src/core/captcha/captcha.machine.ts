import { CAPTCHA_SITE_KEY_PREFIX } from '../constants.ts';
import { ErrorCode } from '../errors/codes.ts';
import { FoyerError } from '../errors/FoyerError.ts';
import { CAPTCHA_TIMING } from './timing.ts';

/** Spec §4 'Captcha': the states' names. */
export const captchaStatuses = ['disabled', 'ready', 'loading', 'success', 'error'] as const;
export type CaptchaStatus = (typeof captchaStatuses)[number];

/**
 * `disabled`: the app has no captcha, or no run is going (before the first, after a token was used
 * or after `stop`). `loading`: the script loads and the widget renders (first wait), or the widget
 * is executing (result wait). `ready`: rendered, about to execute. `success`: `result` is the unused
 * token. `error`: `error` says why; `canRetry` is false after the last retry (and for a bad site key).
 */
export interface CaptchaSnapshot {
  status: CaptchaStatus;
  /** The token (single-use), in `success` only. */
  result: string | null;
  error: FoyerError | null;
  /** Retries used so far (at most `CAPTCHA_TIMING.maxRetries`). */
  retries: number;
  canRetry: boolean;
  /** Each attempt renders a new widget: events of older ones are ignored. */
  run: number;
  /** The attempt's widget rendered and the first wait is over (`loading` then means executing). */
  rendered: boolean;
  /** Polls of the result wait so far. */
  polls: number;
  /** Execute as soon as the widget is ready (a token was asked for), rather than after the auto-execute delay. */
  wanted: boolean;
}

export type CaptchaEvent =
  | { type: 'start'; enabled: boolean; siteKey: string | null }
  /** A token is needed now (a flow's init call). */
  | { type: 'want' }
  /** The widget of `run` rendered, and the first wait is over. */
  | { type: 'rendered'; run: number }
  | { type: 'execute' }
  | { type: 'poll' }
  | { type: 'solved'; run: number; token: string }
  | { type: 'failed'; run: number; detail?: string }
  | { type: 'expired'; run: number }
  /** The token was handed to a call: it is single-use. */
  | { type: 'consume' }
  /** Another attempt after an error (the site key again: the machine holds no config). */
  | { type: 'retry'; siteKey: string | null }
  | { type: 'stop' }
  /** An effect that reports nothing finished (removing or executing a widget). */
  | { type: 'settled' }
  | { type: 'reset' };

/**
 * The captcha's effects, run one after the other by the flow runtime; a command that asks for
 * others aborts the waits in flight (a token wanted now cuts the auto-execute delay short).
 */
export type CaptchaEffect =
  /** Load the script (once) and render a new widget for `run`; reports `rendered` after `atLeastMs` at the earliest. */
  | { type: 'render'; run: number; siteKey: string; atLeastMs: number }
  | { type: 'execute'; run: number }
  /** Remove the current widget, if any. */
  | { type: 'remove' }
  /** Report `event` after `ms`. */
  | { type: 'wait'; ms: number; event: CaptchaEvent };

export interface CaptchaStep {
  snapshot: CaptchaSnapshot;
  effects: CaptchaEffect[];
}

export const initialCaptchaSnapshot: CaptchaSnapshot = {
  status: 'disabled',
  result: null,
  error: null,
  retries: 0,
  canRetry: false,
  run: 0,
  rendered: false,
  polls: 0,
  wanted: false,
};

/** The spec's failure: 'Captcha failed' (the UI's copy comes from the code). */
export const captchaFailed = (code: 'captcha_failure' | 'captcha_timeout', detail?: string): FoyerError =>
  new FoyerError(code, detail ? `Captcha failed (${detail})` : 'Captcha failed');

/** The site key Turnstile takes: the app's without its 't:' prefix; null when it has none (spec §5). */
export function turnstileSiteKey(siteKey: string | null): string | null {
  if (!siteKey?.startsWith(CAPTCHA_SITE_KEY_PREFIX)) return null;
  const key = siteKey.slice(CAPTCHA_SITE_KEY_PREFIX.length);
  return key === '' ? null : key;
}

const unsupportedSiteKey = () => new FoyerError(ErrorCode.INVALID_CONFIG, 'Unsupported captcha site key');

/** Back to the start, no widget. `run` keeps counting, so a late answer of an old widget is ignored. */
function idle(snapshot: CaptchaSnapshot): CaptchaStep {
  return { snapshot: { ...initialCaptchaSnapshot, run: snapshot.run }, effects: [{ type: 'remove' }] };
}

/** A fresh attempt: a new widget, rendered during the first wait, then ready. */
function attempt(snapshot: CaptchaSnapshot, siteKey: string, retries: number): CaptchaStep {
  const run = snapshot.run + 1;
  return {
    snapshot: { ...initialCaptchaSnapshot, status: 'loading', retries, run, wanted: snapshot.wanted },
    effects: [{ type: 'remove' }, { type: 'render', run, siteKey, atLeastMs: CAPTCHA_TIMING.firstWaitMs }],
  };
}

/** Rendered: ready, then execute (at once when a token is wanted). */
function toReady(snapshot: CaptchaSnapshot): CaptchaStep {
  const ready: CaptchaSnapshot = { ...snapshot, status: 'ready', rendered: true, result: null, polls: 0 };
  if (snapshot.wanted) return execute(ready);
  return {
    snapshot: ready,
    effects: [{ type: 'wait', ms: CAPTCHA_TIMING.autoExecuteMs, event: { type: 'execute' } }],
  };
}

const pollAgain: CaptchaEffect = { type: 'wait', ms: CAPTCHA_TIMING.pollMs, event: { type: 'poll' } };

function execute(snapshot: CaptchaSnapshot): CaptchaStep {
  return {
    snapshot: { ...snapshot, status: 'loading', polls: 0 },
    effects: [{ type: 'execute', run: snapshot.run }, pollAgain],
  };
}

function fail(snapshot: CaptchaSnapshot, error: FoyerError): CaptchaStep {
  return {
    snapshot: {
      ...snapshot,
      status: 'error',
      result: null,
      error,
      wanted: false,
      canRetry: snapshot.retries < CAPTCHA_TIMING.maxRetries,
    },
    effects: [],
  };
}

/** While a widget answers (status `loading` after execute). */
const executing = (snapshot: CaptchaSnapshot) => snapshot.status === 'loading' && snapshot.rendered;

/**
 * The captcha (spec §4 'Captcha', §9), pure, on the flow runtime: waits are `wait` effects whose
 * events come back here. A run: render the widget during the 1 s first wait → `ready` → execute
 * 0.5 s later (or at once when a token is wanted) → `loading` while the result wait polls every
 * 200 ms → `success` with a single-use token, or `error` after 20 s (captcha_timeout) or when the
 * widget fails (captcha_failure). `retry` starts a new attempt, at most 3 times.
 */
export function captchaMachine(snapshot: CaptchaSnapshot, event: CaptchaEvent): CaptchaStep {
  const unchanged: CaptchaStep = { snapshot, effects: [] };
  switch (event.type) {
    case 'start': {
      if (!event.enabled) return snapshot.status === 'disabled' ? unchanged : idle(snapshot);
      if (snapshot.status !== 'disabled') return unchanged;
      const siteKey = turnstileSiteKey(event.siteKey);
      if (!siteKey)
        return fail({ ...initialCaptchaSnapshot, retries: CAPTCHA_TIMING.maxRetries }, unsupportedSiteKey());
      return attempt(snapshot, siteKey, 0);
    }
    case 'want': {
      if (snapshot.status === 'ready') return execute({ ...snapshot, wanted: true });
      if (snapshot.status === 'loading' && !snapshot.wanted)
        return { snapshot: { ...snapshot, wanted: true }, effects: [] };
      return unchanged;
    }
    case 'rendered':
      if (event.run !== snapshot.run || snapshot.status !== 'loading') return unchanged;
      return toReady(snapshot);
    case 'execute':
      return snapshot.status === 'ready' ? execute(snapshot) : unchanged;
    case 'poll': {
      if (!executing(snapshot)) return unchanged;
      const polls = snapshot.polls + 1;
      if (polls * CAPTCHA_TIMING.pollMs >= CAPTCHA_TIMING.resultWaitMs) {
        return fail({ ...snapshot, polls }, captchaFailed('captcha_timeout', 'no answer within 20 s'));
      }
      return { snapshot: { ...snapshot, polls }, effects: [pollAgain] };
    }
    case 'solved':
      if (event.run !== snapshot.run || !executing(snapshot)) return unchanged;
      return { snapshot: { ...snapshot, status: 'success', result: event.token, wanted: false }, effects: [] };
    case 'failed':
      if (event.run !== snapshot.run || (snapshot.status !== 'loading' && snapshot.status !== 'ready')) {
        return unchanged;
      }
      return fail(snapshot, captchaFailed('captcha_failure', event.detail));
    case 'expired':
      if (event.run !== snapshot.run || snapshot.status !== 'success') return unchanged;
      return toReady(snapshot);
    case 'consume':
      // The token is single-use: the widget goes, and the next request starts a fresh run.
      return snapshot.status === 'success' ? idle(snapshot) : unchanged;
    case 'retry': {
      if (snapshot.status !== 'error' || !snapshot.canRetry) return unchanged;
      const siteKey = turnstileSiteKey(event.siteKey);
      if (!siteKey) return fail({ ...snapshot, retries: CAPTCHA_TIMING.maxRetries }, unsupportedSiteKey());
      return attempt({ ...snapshot, wanted: false }, siteKey, snapshot.retries + 1);
    }
    case 'stop':
      return idle(snapshot);
    case 'settled':
      return unchanged;
    case 'reset':
      return { snapshot: { ...initialCaptchaSnapshot, run: snapshot.run }, effects: [] };
  }
}
