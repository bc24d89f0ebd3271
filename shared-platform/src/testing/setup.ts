// Component-test set-up for every package built on the platform (vitest setupFiles).
import '@testing-library/jest-dom/vitest';
import { dismissToast } from '@nyaya/shared-design';
import { clearRuntimeConfig, resetAuthStore, useOverlays } from '../index';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

// Any request a test did not answer fails it: components reach the backend only on purpose.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  dismissToast();
  server.resetHandlers();
  useOverlays.getState().close();
  resetAuthStore();
  clearRuntimeConfig();
  localStorage.clear();
});
afterAll(() => server.close());

// jsdom lacks the layout and pointer-capture APIs that Radix Select and DropdownMenu call.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
}
if (!Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => undefined;
}
if (!Element.prototype.releasePointerCapture) {
  Element.prototype.releasePointerCapture = () => undefined;
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver = ResizeObserverStub;
}
