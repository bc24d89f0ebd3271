import { expectHindiCatalog } from '@nyaya/shared-platform/testing';
import { describe, expect, it } from 'vitest';
import { aiLawyerEn } from './en';
import { aiLawyerHi } from './hi';

describe('mf_ai_lawyer strings', () => {
  it('quotes the product texts exactly', () => {
    expect(aiLawyerEn.aiLawyer.title).toBe('AI Lawyer Assistant');
    expect(aiLawyerEn.aiLawyer.start).toBe('Start Voice Consultation');
    expect(aiLawyerEn.aiLawyer.connecting).toBe('Connecting to AI Lawyer...');
    expect(aiLawyerEn.aiLawyer.connected).toBe('Connected - AI Lawyer is listening');
    expect(aiLawyerEn.aiLawyer.endCall).toBe('End Call');
    expect([aiLawyerEn.aiLawyer.mute, aiLawyerEn.aiLawyer.unmute]).toEqual(['Mute', 'Unmute']);
    expect(aiLawyerEn.signInRequired.createAccount).toBe('Create Account & Access AI Lawyer');
    expect(aiLawyerEn.signInRequired.signIn).toBe('I Have an Account - Sign In');
    expect(aiLawyerEn.toasts).toEqual({
      connected: { title: 'Connected', description: 'AI Lawyer is now listening. Start speaking!' },
      callEnded: { title: 'Call Ended', description: 'Your session with the AI Lawyer has ended.' },
      connectionError: {
        title: 'Connection Error',
        description: 'Failed to connect to AI Lawyer. Please try again.',
      },
      startFailed: {
        title: 'Failed to Start',
        description: 'Could not start the AI Lawyer session. Please try again.',
      },
    });
  });

  it('has the Hindi of every string', () => {
    expectHindiCatalog(aiLawyerEn, aiLawyerHi);
  });
});
