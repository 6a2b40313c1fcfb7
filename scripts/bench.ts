// `npm run bench`: the demo's startup JavaScript, click → modal on its modal page beside its floors, and a
// headless send → receipt on the emulator's local chain.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmulator } from '@foyer/emulator';
import { serveDemo } from '../packages/demo/server.ts';
import { buildFloors, type ClickPage, measureClicks, median } from './clickToModal.ts';
import { demoAppSeed } from './demoApp.mjs';
import { HEADLESS_SEND_BUDGET_MS, measureHeadlessSend } from './headlessSend.ts';
import {
  EXPORT_SCRIPT_BUDGET_GZIP,
  IFRAME_SCRIPT_BUDGET_GZIP,
  measureSendCode,
  measureWalletScript,
  SEND_CODE_BUDGET_GZIP,
} from './sendCode.ts';
import { kB, measureDemo, STARTUP_BUDGET_GZIP } from './startupJs.ts';

/** First clicks per page and case: the figures are medians. */
const ROUNDS = 7;

const outDir = mkdtempSync(join(tmpdir(), 'foyer-bench-'));
const emulator = await createEmulator({ port: 0 });
try {
  const sizes = await measureDemo(outDir, { FOYER_API_URL: emulator.url });
  console.log(`Startup JavaScript of the demo (entry chunk + static imports; budget ${kB(STARTUP_BUDGET_GZIP)} gzip)`);
  for (const { page, files, raw, gzip, deferred } of sizes) {
    const verdict = gzip <= STARTUP_BUDGET_GZIP ? 'within budget' : 'OVER BUDGET';
    console.log(
      `  ${page.padEnd(20)} ${kB(raw).padStart(10)} raw  ${kB(gzip).padStart(9)} gzip  ${files.length} file(s)  ${verdict}`,
    );
    if (deferred.files.length > 0) {
      console.log(
        `  ${''.padEnd(20)} ${''.padStart(14)} + ${kB(deferred.gzip).padStart(9)} gzip  in ${deferred.files.length} file(s) loaded on demand`,
      );
    }
  }

  const verdict = (value: number, budget: number) => (value <= budget ? 'within budget' : 'OVER BUDGET');
  console.log(`\nSending's code, gzip (budget ${kB(SEND_CODE_BUDGET_GZIP)} beyond what signing loaded)`);
  for (const { chain, files, gzip } of measureSendCode(outDir)) {
    console.log(
      `  ${`${chain} send`.padEnd(20)} ${kB(gzip).padStart(9)} in ${files} file(s)  ${verdict(gzip, SEND_CODE_BUDGET_GZIP)}`,
    );
  }
  for (const [label, script, budget] of [
    ['wallet iframe script', 'wallet-iframe', IFRAME_SCRIPT_BUDGET_GZIP],
    ['export page script', 'wallet-export', EXPORT_SCRIPT_BUDGET_GZIP],
  ] as const) {
    const gzip = await measureWalletScript(script);
    console.log(`  ${label.padEnd(20)} ${kB(gzip).padStart(9)} (budget ${kB(budget)})  ${verdict(gzip, budget)}`);
  }

  const floors = await buildFloors(outDir);
  const server = await serveDemo({ dir: outDir, apiUrl: emulator.url });
  try {
    // The demo's app as `npm start` seeds it: every login method on the landing screen.
    emulator.seed({
      apps: [demoAppSeed({ id: 'foyer-demo-app-0000000001', apiUrl: emulator.url, demoOrigin: server.url })],
    });
    const demo: ClickPage = {
      name: 'demo: index.html',
      path: '/',
      shown: '[role="dialog"] [data-screen="landing"] h2',
    };
    const times = await measureClicks(server.url, [...floors, demo], ROUNDS);
    console.log(`\nClick → modal visible (median of ${ROUNDS} first clicks, each in a fresh page, one Chromium)`);
    console.log(`  ${''.padEnd(38)} ${'at once'.padStart(9)} ${'idle'.padStart(9)}`);
    for (const { page, atOnce, idle } of times) {
      const ms = (values: number[]) => `${median(values).toFixed(1)} ms`.padStart(9);
      console.log(`  ${page.name.padEnd(38)} ${ms(atOnce)} ${ms(idle)}`);
    }
    console.log(
      '  at once: clicked in the first task after the button is painted; idle: once the network is idle (prefetches done)',
    );
  } finally {
    await server.close();
  }

  const sends = await measureHeadlessSend(emulator, ROUNDS);
  const sendMedian = median(sends.next);
  console.log(
    `\nHeadless send → receipt on the local chain (budget ${HEADLESS_SEND_BUDGET_MS} ms): median ${sendMedian.toFixed(1)} ms of ${ROUNDS} (first, loading the send code: ${sends.first.toFixed(1)} ms) ${sendMedian <= HEADLESS_SEND_BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`,
  );
} finally {
  await emulator.close();
  rmSync(outDir, { recursive: true, force: true });
}
