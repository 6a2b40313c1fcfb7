/** Where the emulator serves its test captcha: Turnstile's browser API, and the challenge it calls. */
export const CAPTCHA_SCRIPT_PATH = '/captcha/v0/api.js';
export const CAPTCHA_CHALLENGE_PATH = '/captcha/v0/challenge';

/**
 * The test captcha: the subset of Cloudflare Turnstile's `window.turnstile` the kit uses (`render`
 * with `sitekey`, `callback`, `error-callback`, `expired-callback`, `execution`; `execute`, `reset`,
 * `remove`, `getResponse`, `isExpired`, `ready`). `execute` asks the emulator that served the
 * script for a token (`POST /captcha/v0/challenge`); faults on that path make a challenge fail
 * (a status) or hang (`delayMs`, `stallBody`). Plain browser JavaScript, no build step, no eval.
 * Widgets render an empty marker element (`data-emulated-turnstile`): the test captcha never needs
 * the visitor.
 */
export const captchaScript = `(() => {
  'use strict';
  if (window.turnstile) return;
  const script = document.currentScript;
  const challengeUrl = new URL(${JSON.stringify(CAPTCHA_CHALLENGE_PATH)}, script && script.src ? script.src : location.href).href;
  const widgets = new Map();
  let counter = 0;

  const find = (ref) => {
    if (ref === undefined) return widgets.values().next().value;
    if (typeof ref === 'string') return widgets.get(ref) || [...widgets.values()].find((w) => w.container.matches && w.container.matches(ref));
    return [...widgets.values()].find((w) => w.container === ref);
  };
  const clear = (widget) => {
    widget.attempt += 1;
    widget.response = undefined;
    clearTimeout(widget.expiry);
  };
  const call = (fn, ...args) => {
    if (typeof fn === 'function') fn(...args);
  };

  function execute(ref) {
    const widget = find(ref);
    if (!widget) throw new Error('[turnstile] Nothing to execute');
    clear(widget);
    const attempt = widget.attempt;
    const current = () => widgets.has(widget.id) && widget.attempt === attempt;
    fetch(challengeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sitekey: widget.params.sitekey }),
    })
      .then((response) => (response.ok ? response.json() : Promise.reject(String(response.status))))
      .then((answer) => {
        if (!current()) return;
        widget.response = answer.token;
        widget.expiry = setTimeout(() => {
          if (!current()) return;
          widget.response = undefined;
          call(widget.params['expired-callback'], answer.token);
        }, answer.expires_in_ms);
        call(widget.params.callback, answer.token);
      })
      .catch((code) => {
        if (current()) call(widget.params['error-callback'], typeof code === 'string' ? code : '110200');
      });
  }

  function render(container, params) {
    const element = typeof container === 'string' ? document.querySelector(container) : container;
    if (!element) throw new Error('[turnstile] Unable to find a container');
    if (!params || typeof params.sitekey !== 'string' || params.sitekey === '') throw new Error('[turnstile] Invalid sitekey');
    counter += 1;
    const id = 'emulated-' + counter;
    const marker = document.createElement('div');
    marker.setAttribute('data-emulated-turnstile', id);
    element.append(marker);
    widgets.set(id, { id, container: element, marker, params, attempt: 0, response: undefined, expiry: undefined });
    if (params.execution !== 'execute') execute(id);
    return id;
  }

  window.turnstile = {
    render,
    execute,
    reset(ref) {
      const widget = find(ref);
      if (widget) clear(widget);
    },
    remove(ref) {
      const widget = find(ref);
      if (!widget) return;
      clear(widget);
      widget.marker.remove();
      widgets.delete(widget.id);
    },
    getResponse(ref) {
      const widget = find(ref);
      return widget ? widget.response : undefined;
    },
    isExpired(ref) {
      const widget = find(ref);
      return !widget || widget.response === undefined;
    },
    ready(callback) {
      callback();
    },
  };
})();
`;
