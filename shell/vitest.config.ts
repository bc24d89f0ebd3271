import { defineConfig } from 'vitest/config';

// Under Node, styled-components resolves to its server build, which injects no styles: jsdom
// (which ignores media queries) then sees the desktop and mobile header alike, and tests check
// semantics (roles, names, hidden panels), not layout. Layout is checked in a real browser.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
