import { mockPostgrest, renderWithProviders } from '@nyaya/shared-platform/testing';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROOM_ID } from '../test-support';
import { PRESENCE_MS, useMarkRead } from './useMarkRead';

function Probe({ enabled }: { enabled: boolean }) {
  useMarkRead(ROOM_ID, enabled);
  return null;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  setVisibility('visible');
});

describe('useMarkRead', () => {
  it('marks on open and every 60 seconds while the tab is visible, not while hidden', async () => {
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const marks = mockPostgrest('post', 'rpc/mark_case_room_read', { body: 0 });
    const { unmount } = renderWithProviders(<Probe enabled />);
    await waitFor(() => expect(marks).toHaveLength(1));
    expect(marks[0]?.body).toEqual({ room_id: ROOM_ID });
    const presence = intervals.mock.calls.find(([, ms]) => ms === PRESENCE_MS);
    expect(presence).toBeDefined();
    const tick = presence![0] as () => void;
    act(() => tick());
    await waitFor(() => expect(marks).toHaveLength(2));

    setVisibility('hidden');
    act(() => tick());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(marks).toHaveLength(2);

    setVisibility('visible');
    await waitFor(() => expect(marks).toHaveLength(3));
    unmount();
  });

  it('marks nothing in a read-only room', async () => {
    const marks = mockPostgrest('post', 'rpc/mark_case_room_read', { body: 0 });
    renderWithProviders(<Probe enabled={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(marks).toHaveLength(0);
  });
});
