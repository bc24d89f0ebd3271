import '@testing-library/jest-dom/vitest';
import { dismissToast } from '@nyaya/shared-design';
import { installJsdomPolyfills } from '@nyaya/shared-design/testing';
import {
  clearRuntimeConfig,
  resetAuthStore,
  setRuntimeConfig,
  useOverlays,
} from '@nyaya/shared-platform';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { testRuntimeConfig } from './fixtures';

installJsdomPolyfills();
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
