import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { createInProcessEmulator } from '../../inProcess.ts';
import { DEFAULT_APP_ID } from '../apps/index.ts';
import {
  frameAncestors,
  WALLET_EXPORT_SCRIPT_PATH,
  WALLET_EXPORT_STYLE_PATH,
  WALLET_IFRAME_SCRIPT_PATH,
} from './iframePage.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({
    port: 0,
    seed: {
      apps: [{ id: 'framed-app', allowed_domains: ['https://app.example.com', 'localhost:5173', '*.example.org'] }],
    },
  });
});
afterAll(() => emulator.close());

describe('the wallet iframe page', () => {
  it('is a blank page with a strict CSP that frames only into the app’s allowed domains', async () => {
    // No allowed_domains: loopback parents only (what CSP can name of them).
    const open = await fetch(`${emulator.url}/apps/${DEFAULT_APP_ID}/embedded-wallets?caid=c&client_id=web`);
    expect(open.status).toBe(200);
    expect(open.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; " +
        "frame-ancestors 'self' http://localhost:* https://localhost:* http://*.localhost:* https://*.localhost:* " +
        'http://127.0.0.1:* https://127.0.0.1:*',
    );
    const html = await open.text();
    expect(html).toContain(`<script src="${WALLET_IFRAME_SCRIPT_PATH}" defer></script>`);
    expect(html).toContain(`data-app-id="${DEFAULT_APP_ID}"`);
    expect(html).toContain('data-client-id="web"');

    const framed = await fetch(`${emulator.url}/apps/framed-app/embedded-wallets`);
    expect(framed.headers.get('content-security-policy')).toMatch(
      /frame-ancestors 'self' https:\/\/app\.example\.com localhost:5173 \*\.example\.org$/,
    );
    expect(await framed.text()).toContain(
      'data-allowed-domains="[&quot;https://app.example.com&quot;,&quot;localhost:5173&quot;,&quot;*.example.org&quot;]"',
    );
    expect((await fetch(`${emulator.url}/apps/no-such-app/embedded-wallets`)).status).toBe(404);
  });

  it('drops allowed-domain entries that are not CSP sources', () => {
    expect(frameAncestors(['https://ok.example', "x; script-src 'unsafe-inline'"])).toBe('https://ok.example');
    expect(frameAncestors(['bad value'])).toBe("'none'");
  });

  it('serves the browser bundle of the iframe script (no Node modules in it)', async () => {
    const script = await fetch(`${emulator.url}${WALLET_IFRAME_SCRIPT_PATH}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const text = await script.text();
    expect(text.length).toBeGreaterThan(10_000);
    expect(text).not.toMatch(/require\(|from"node:|import\("node:/);
  });

  it('serves the export page with a strict CSP (no network, framed only by the app’s domains), no-store, no referrer', async () => {
    const query =
      'v=1&entropy_id=0xabc&entropy_id_verifier=ethereum-address-verifier&hd_wallet_index=0&chain_type=ethereum&theme=dark';
    const page = await fetch(`${emulator.url}/apps/framed-app/embedded-wallets/export?${query}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; base-uri 'none'; form-action 'none'; " +
        'frame-ancestors https://app.example.com localhost:5173 *.example.org',
    );
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain(`<script src="${WALLET_EXPORT_SCRIPT_PATH}" defer></script>`);
    expect(html).toContain(`<link rel="stylesheet" href="${WALLET_EXPORT_STYLE_PATH}">`);
    expect(html).toContain('data-theme="dark"');
    // No inline script or style: the CSP would refuse them.
    expect(html).not.toMatch(/<script>|<style|style=/);
    expect((await fetch(`${emulator.url}/apps/no-such-app/embedded-wallets/export`)).status).toBe(404);

    const script = await fetch(`${emulator.url}${WALLET_EXPORT_SCRIPT_PATH}`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const text = await script.text();
    expect(text).toContain('privy:export:resize');
    expect(text).not.toMatch(/require\(|from"node:|localStorage|indexedDB/);
    expect((await fetch(`${emulator.url}${WALLET_EXPORT_STYLE_PATH}`)).headers.get('content-type')).toMatch(
      /^text\/css/,
    );
  });

  it('is not served in-process, where there is no origin to isolate keys on', async () => {
    const inProcess = await createInProcessEmulator();
    expect((await inProcess.fetch(`${inProcess.url}${WALLET_IFRAME_SCRIPT_PATH}`)).status).toBe(404);
  });
});
