import { foyerEmulator } from '@foyer/emulator/testing'
import { defineConfig } from '@playwright/test'

const port = process.env.APP_PORT ?? '4173'

export default defineConfig({
  globalSetup: foyerEmulator().globalSetup,
  testDir: 'e2e',
  fullyParallel: true,
  workers: 4,
  reporter: 'list',
  use: {
    // `localhost`: passkeys need a domain name as their relying party.
    baseURL: `http://localhost:${port}`,
    // The consumer test's Chromium (test/support/chromium.ts), never a downloaded one.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: JSON.parse(process.env.CHROMIUM_ARGS ?? '[]'),
    },
  },
  webServer: {
    command: `npx vite build && npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    timeout: 120_000,
  },
})
