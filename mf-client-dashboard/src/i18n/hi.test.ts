import { expectHindiCatalog } from '@nyaya/shared-platform/testing';
import { describe, expect, it } from 'vitest';
import { clientDashboardEn } from './en';
import { clientDashboardHi } from './hi';

describe('mf_client_dashboard in Hindi', () => {
  it('has every English key, with the same values to fill in and no English words', () => {
    expectHindiCatalog(clientDashboardEn, clientDashboardHi);
  });

  it('uses the glossary’s words (docs/product/hindi-glossary.md)', () => {
    expect(clientDashboardHi.dashboard.title).toBe('मुवक्किल डैशबोर्ड');
    expect(clientDashboardHi.requestDialog.title).toBe('परामर्श का अनुरोध करें');
    expect(clientDashboardHi.dashboard.requests.openCaseRoom).toBe('मामला कक्ष खोलें');
    expect(clientDashboardHi.notificationSettings.language).toMatchObject({
      en: 'English',
      hi: 'हिन्दी',
    });
  });
});
