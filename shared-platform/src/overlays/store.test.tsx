import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { authStateFromSession, resetAuthStore, useAuthStore } from '../auth/store';
import { fakeSession } from '../test/sessions';
import { OVERLAY_OWNERS, openAiLawyer, useOverlays, type OverlayProps } from './store';

afterEach(() => {
  useOverlays.getState().close();
  resetAuthStore();
});

describe('overlay intents', () => {
  it('opens, replaces and closes the current overlay', () => {
    const { result } = renderHook(() => useOverlays());
    expect(result.current.current).toBeNull();

    act(() => result.current.open({ kind: 'auth', portal: 'lawyer', tab: 'signup' }));
    expect(result.current.current).toEqual({ kind: 'auth', portal: 'lawyer', tab: 'signup' });

    const lawyer = { id: 'lawyer-1', name: 'Priya Sharma' };
    act(() => result.current.open({ kind: 'consultation-request', lawyer }));
    expect(result.current.current).toEqual({ kind: 'consultation-request', lawyer });

    act(() => result.current.close());
    expect(result.current.current).toBeNull();
  });

  it('opens the AI Lawyer for a signed-in user', () => {
    useAuthStore.setState(authStateFromSession(fakeSession()));
    openAiLawyer();
    expect(useOverlays.getState().current).toEqual({ kind: 'ai-lawyer' });
  });

  it('asks a visitor to sign in first', () => {
    useAuthStore.setState(authStateFromSession(null));
    openAiLawyer();
    expect(useOverlays.getState().current).toEqual({ kind: 'sign-in-required' });
  });

  it('names the owner of every overlay kind', () => {
    expect(OVERLAY_OWNERS).toEqual({
      auth: 'shell',
      'consultation-choice': 'shell',
      'consultation-request': 'mf_client_dashboard',
      callback: 'mf_support_widgets',
      complaint: 'mf_support_widgets',
      'ai-lawyer': 'mf_ai_lawyer',
      'sign-in-required': 'mf_ai_lawyer',
    });
  });

  it('types overlay props by kind', () => {
    expectTypeOf<OverlayProps<'consultation-request'>['intent']>().toEqualTypeOf<{
      kind: 'consultation-request';
      lawyer?: { id: string; name: string };
    }>();
    expectTypeOf<OverlayProps<'callback'>['onClose']>().toEqualTypeOf<() => void>();
  });
});
