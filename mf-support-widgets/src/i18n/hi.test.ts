import { expectHindiCatalog } from '@nyaya/shared-platform/testing';
import { describe, expect, it } from 'vitest';
import { supportWidgetsEn } from './en';
import { supportWidgetsHi } from './hi';

describe('mf_support_widgets in Hindi', () => {
  it('has every English key, with the same values to fill in and no English words', () => {
    expectHindiCatalog(supportWidgetsEn, supportWidgetsHi);
  });

  it('uses the glossary’s words (docs/product/hindi-glossary.md)', () => {
    expect(supportWidgetsHi.floatingHelp).toMatchObject({
      trigger: 'सहायता',
      fileComplaint: 'शिकायत दर्ज करें',
    });
    expect(supportWidgetsHi.callback.requestCallBack).toBe('कॉलबैक का अनुरोध करें');
  });
});
