// Shared component-test set-up: jest-dom, jsdom stubs for Radix, msw, store resets.
import '@nyaya/shared-platform/testing/setup';
