import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaintIdle } from './useAfterFirstPaintIdle';

/** A browser that reports paints: the test decides when the first contentful paint happens. */
function stubPaintTiming() {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  let painted = false;
  const entries = () =>
    painted ? [{ name: 'first-contentful-paint', entryType: 'paint' } as PerformanceEntry] : [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    private readonly record: (typeof observers)[number];
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    entries().filter((entry) => entry.name === name),
  );
  return {
    paint() {
      painted = true;
      const list = { getEntriesByName: (name: string) => entries().filter((e) => e.name === name) };
      for (const observer of observers) {
        if (!observer.disconnected)
          observer.callback(list as PerformanceObserverEntryList, {} as PerformanceObserver);
      }
    },
    get observing() {
      return observers.some((observer) => !observer.disconnected);
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useAfterFirstPaintIdle', () => {
  it('waits for the first contentful paint, then for an idle moment', async () => {
    const paints = stubPaintTiming();
    const { result } = renderHook(() => useAfterFirstPaintIdle({ fallbackDelayMs: 0 }));
    // Frames pass without a contentful paint (text waiting for its font): still not ready.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(false);

    act(() => paints.paint());
    await vi.waitFor(() => expect(result.current).toBe(true));
    expect(paints.observing).toBe(false);
  });

  it('starts at once when the page has already painted', async () => {
    const paints = stubPaintTiming();
    paints.paint();
    const { result } = renderHook(() => useAfterFirstPaintIdle({ fallbackDelayMs: 0 }));
    await vi.waitFor(() => expect(result.current).toBe(true));
  });
});
