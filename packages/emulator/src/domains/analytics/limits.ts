/** Events kept per app: the newest; each new one past this drops that app's oldest. */
export const ANALYTICS_EVENTS_PER_APP = 1000;
/** The largest event (its body as JSON: name, client id, payload); a larger one answers 400 `invalid_data`. */
export const ANALYTICS_EVENT_MAX_BYTES = 8 * 1024;
