import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      {
        // Node resolves styled-components to its server build, whose createGlobalStyle never
        // injects styles into a live document. Browsers (via Rspack) get the browser build; so do tests.
        find: /^styled-components$/,
        replacement: 'styled-components/dist/styled-components.browser.cjs.js',
      },
    ],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-utils/setup.ts'],
    // api/: the check of the committed API reports (docs/versioning.md).
    include: ['src/**/*.test.{ts,tsx}', 'api/*.test.ts'],
    restoreMocks: true,
  },
});
