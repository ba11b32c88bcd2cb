import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

// Journeys in Debian's Chromium against a real api and storefront that global-setup.ts starts
// on free ports with a freshly seeded embedded database.
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // The progress reporter names the running journey for scripts/with-time-limit.mjs.
  reporter: [['list'], ['./progress-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
