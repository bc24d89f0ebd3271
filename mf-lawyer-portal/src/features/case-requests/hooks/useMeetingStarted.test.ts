import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseRequest } from '../model/caseRequest';
import { useMeetingStarted } from './useMeetingStarted';

const NOW = Date.parse('2026-11-28T10:00:00Z');

function scheduledAt(scheduledFor: string | null, status = 'scheduled'): CaseRequest {
  return {
    id: 'case-1',
    clientId: 'client-1',
    lawyerId: 'lawyer-1',
    serviceType: 'Family Law',
    description: 'Custody question',
    location: null,
    phone: null,
    status,
    scheduledFor,
    createdAt: '2026-11-20T10:00:00Z',
    clientName: 'Asha Rao',
    withdrawnAt: null,
  };
}

describe('useMeetingStarted', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns true at the start time while the card stays mounted', () => {
    const { result } = renderHook(() => useMeetingStarted(scheduledAt('2026-11-28T10:30:00Z')));
    expect(result.current).toBe(false);

    act(() => vi.advanceTimersByTime(30 * 60_000 - 1));
    expect(result.current).toBe(false);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('is true at once for a meeting that has already started', () => {
    const { result } = renderHook(() => useMeetingStarted(scheduledAt('2026-11-28T09:00:00Z')));
    expect(result.current).toBe(true);
  });

  it('waits in steps for a meeting further away than one timer can hold', () => {
    const start = NOW + 40 * 24 * 3_600_000;
    const { result } = renderHook(() =>
      useMeetingStarted(scheduledAt(new Date(start).toISOString())),
    );

    act(() => vi.advanceTimersByTime(2_147_483_647));
    expect(result.current).toBe(false);

    act(() => vi.advanceTimersByTime(start - NOW - 2_147_483_647));
    expect(result.current).toBe(true);
  });

  it('sets no timer for a case that is not scheduled', () => {
    renderHook(() => useMeetingStarted(scheduledAt('2026-11-28T10:30:00Z', 'assigned')));
    expect(vi.getTimerCount()).toBe(0);
  });
});
