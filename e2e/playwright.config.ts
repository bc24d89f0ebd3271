import { defineConfig, devices } from '@playwright/test';
import { shellOrigin } from './support/apps.ts';

const isCI = Boolean(process.env.CI);

/**
 * Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium): Playwright's own browsers cannot
 * be downloaded here. The flags keep it off the network and the GPU.
 */
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
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
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
});
