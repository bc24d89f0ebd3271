import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The dev-host and test kits import the package by name, as the remotes that use them do.
    alias: [
      {
        find: /^@nyaya\/shared-platform$/,
        replacement: new URL('./src/index.ts', import.meta.url).pathname,
      },
      {
        find: /^@nyaya\/shared-platform\/router$/,
        replacement: new URL('./src/entries/router.ts', import.meta.url).pathname,
      },
    ],
  },
  test: {
    environment: 'jsdom',
    // api/: the check of the committed API reports (docs/versioning.md).
    include: ['src/**/*.test.{ts,tsx}', 'api/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
