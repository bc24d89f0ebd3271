import { renderWithProviders } from '@nyaya/shared-platform/testing';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  answerMarkRead,
  answerMessages,
  answerRoom,
  caseRoom,
  CLIENT,
  REQUEST_ID,
} from '../features/case-room/test-support';
import { DevHost } from './DevHost';

// The first render of a file loads the whole page's modules: slow when packages test at once.
configure({ asyncUtilTimeout: 5_000 });

// The dev host has no Realtime server to follow; the subscription is tested with its hook.
vi.mock('../features/case-room/hooks/useLiveMessages', () => ({ useLiveMessages: () => {} }));

describe('dev host', () => {
  it('mounts the case room at /cases/:id', async () => {
    answerRoom(caseRoom({ status: 'assigned', scheduledFor: null }));
    answerMessages({});
    answerMarkRead();
    renderWithProviders(<DevHost />, { route: `/cases/${REQUEST_ID}`, auth: CLIENT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Family Law case' })).toBeVisible();
    expect(await screen.findByText('No messages yet.')).toBeVisible();
  });
});
