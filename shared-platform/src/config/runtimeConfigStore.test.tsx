import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testRuntimeConfig } from '../test/fixtures';
import { RuntimeConfigError } from './RuntimeConfigError';
import {
  clearRuntimeConfig,
  getRuntimeConfig,
  hasRuntimeConfig,
  setRuntimeConfig,
  useRuntimeConfig,
} from './runtimeConfigStore';

afterEach(() => {
  cleanup();
  clearRuntimeConfig();
});

function SupportEmail() {
  return <p>{useRuntimeConfig().contact.email}</p>;
}

describe('runtime config holder', () => {
  it('throws a clear error before the config is set', () => {
    expect(hasRuntimeConfig()).toBe(false);
    expect(() => getRuntimeConfig()).toThrow(RuntimeConfigError);
    expect(() => getRuntimeConfig()).toThrow(/not loaded yet/);
  });

  it('returns the config once set, and the hook re-renders on change', () => {
    const config = testRuntimeConfig();
    setRuntimeConfig(config);
    expect(getRuntimeConfig()).toBe(config);

    render(<SupportEmail />);
    expect(screen.getByText(testRuntimeConfig().contact.email)).toBeInTheDocument();

    act(() =>
      setRuntimeConfig({ ...config, contact: { ...config.contact, email: 'help@nyaya.test' } }),
    );
    expect(screen.getByText('help@nyaya.test')).toBeInTheDocument();
  });
});
