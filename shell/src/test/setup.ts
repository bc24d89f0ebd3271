import '@testing-library/jest-dom/vitest';
import { dismissToast } from '@nyaya/shared-design';
import {
  clearRuntimeConfig,
  resetAuthStore,
  setRuntimeConfig,
  useOverlays,
} from '@nyaya/shared-platform';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { testRuntimeConfig } from './fixtures';

// jsdom lacks the layout and pointer-capture APIs Radix calls (shared-design's setup does the same).
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => undefined;
if (!Element.prototype.releasePointerCapture) {
  Element.prototype.releasePointerCapture = () => undefined;
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
// jsdom prints "Not implemented" for scrolling; route changes scroll to the top.
window.scrollTo = () => undefined;

beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig());
});

afterEach(() => {
  cleanup();
  dismissToast();
  useOverlays.getState().close();
  resetAuthStore();
  clearRuntimeConfig();
  localStorage.clear();
});
