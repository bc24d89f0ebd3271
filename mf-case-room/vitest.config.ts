import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // The first Radix dialog of a file renders slowly in jsdom when five packages test at once.
    testTimeout: 15_000,
  },
});
