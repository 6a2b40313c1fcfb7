/** What a widget reports back. Each callback may fire more than once over the widget's life. */
export interface CaptchaWidgetCallbacks {
  onToken(token: string): void;
  /** The challenge failed (a provider's error code, when it gives one). */
  onError(detail?: string): void;
  /** The token it gave has expired unused. */
  onExpired(): void;
}

/**
 * A captcha service as the kit uses it: load its script, render a widget that runs when asked
 * (`execute`), clear its answer (`reset`) and remove it. Turnstile's browser API is the model
 * (`createTurnstileProvider`); another service fits by implementing these five calls.
 */
export interface CaptchaProvider {
  /** Load the service's script once; rejects when it cannot be loaded. */
  load(): Promise<void>;
  /** Render a widget into `element` for `siteKey` (already without the 't:' prefix); returns its id. */
  render(element: HTMLElement, siteKey: string, callbacks: CaptchaWidgetCallbacks): string;
  execute(widgetId: string): void;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}
