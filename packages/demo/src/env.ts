/** Where the demo points the kit. `npm start` and the e2e tests set these to the local emulator. */
export const appId: string = import.meta.env.FOYER_APP_ID ?? 'foyer-demo-app-0000000001';
export const apiUrl: string = import.meta.env.FOYER_API_URL ?? 'http://127.0.0.1:8787';
/** The emulator's test captcha (Turnstile's browser API), used when the app config enables a captcha. */
export const captchaScriptUrl = `${apiUrl}/captcha/v0/api.js`;
/** The emulator's simulator of Telegram's login page. */
export const telegramAuthUrl = `${apiUrl}/telegram/auth`;
