/** Developer endpoints live under this prefix (API.md), outside the provider API. */
export const DEV_PREFIX = '/__emulator';
