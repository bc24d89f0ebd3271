import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // api/: the check of the committed API report (docs/versioning.md).
    include: ['src/**/*.test.ts', 'api/*.test.ts'],
  },
});
