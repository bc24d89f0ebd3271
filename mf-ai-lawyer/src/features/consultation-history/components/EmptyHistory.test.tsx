import { useOverlays } from '@nyaya/shared-platform';
import { renderWithProviders, testRuntimeConfig } from '@nyaya/shared-platform/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyHistory } from './EmptyHistory';

const VOICE = { publicKey: 'public-key', assistantId: 'assistant-1' };

function renderEmpty(voice: object) {
  const onStart = vi.fn();
  const view = renderWithProviders(<EmptyHistory onStart={onStart} />, {
    auth: { id: 'user-1', fullName: 'Asha Rao' },
    config: { ...testRuntimeConfig(), voice },
  });
  const region = screen.getByRole('region', { name: 'No AI consultations yet' });
  return { ...view, onStart, region };
}

describe('EmptyHistory', () => {
  it("offers 'Start Voice Consultation' when voice is configured", async () => {
    const { user, onStart, region } = renderEmpty(VOICE);

    await user.click(within(region).getByRole('button', { name: 'Start Voice Consultation' }));

    expect(onStart).toHaveBeenCalledTimes(1);
    expect(within(region).queryByRole('button', { name: 'Request a Call Back' })).toBeNull();
  });

  it.each([
    ['no voice configuration', {}],
    ['a public key without an assistant', { publicKey: 'public-key' }],
    ['an assistant without a public key', { assistantId: 'assistant-1' }],
  ])('with %s says voice is unavailable and offers a call back instead', async (_, voice) => {
    const { user, onStart, region } = renderEmpty(voice);

    expect(within(region).queryByRole('button', { name: 'Start Voice Consultation' })).toBeNull();
    expect(region).toHaveTextContent(
      'Voice consultation with the AI Lawyer is not available right now.',
    );
    await user.click(within(region).getByRole('button', { name: 'Request a Call Back' }));

    expect(useOverlays.getState().current).toEqual({ kind: 'callback' });
    expect(onStart).not.toHaveBeenCalled();
  });
});
