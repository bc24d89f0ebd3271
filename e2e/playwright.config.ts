import { defineConfig, devices } from '@playwright/test';
import { chromiumOptions } from '../scripts/lib/services.mjs';
import { shellOrigin } from './support/apps.ts';

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // One worker: CI machines have 2 cores, and the servers and Chromium need them.
  workers: 1,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || 'playwright-report/results.json' },
    ],
  ],
  outputDir: 'test-results',
  use: {
    baseURL: shellOrigin,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumOptions,
      },
    },
  ],
});
