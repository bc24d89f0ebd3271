import { expectHindiCatalog } from '@nyaya/shared-platform/testing';
import { describe, expect, it } from 'vitest';
import { lawyerPortalEn } from './en';
import { lawyerPortalHi } from './hi';

describe('mf_lawyer_portal Hindi strings', () => {
  it('has every English key, with the same variables, in Devanagari', () => {
    expectHindiCatalog(lawyerPortalEn, lawyerPortalHi);
  });

  it('uses the glossary words', () => {
    expect(lawyerPortalHi.validation.languagesRequired).toBe(
      'कम से कम एक भाषा चुनें जिसमें आप परामर्श देते हैं।',
    );
    expect(lawyerPortalHi.overview.barCouncilId).toBe('बार काउंसिल आईडी');
    expect(lawyerPortalHi.approvalStatus.pending.badge).toBe('समीक्षाधीन');
    expect(lawyerPortalHi.requests.accept).toBe('अनुरोध स्वीकार करें');
  });
});
