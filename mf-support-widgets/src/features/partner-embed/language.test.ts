import { afterEach, describe, expect, it } from 'vitest';
import { embedLanguage, loadFormStrings, loadLauncherStrings } from './language';
import { resetCatalogs, t } from './strings';

afterEach(resetCatalogs);

describe('embedLanguage', () => {
  it('takes the script’s data-language first, in any case or region', () => {
    expect(embedLanguage({ attribute: 'hi', pageLanguage: 'en' })).toBe('hi');
    expect(embedLanguage({ attribute: 'HI-in', pageLanguage: 'en' })).toBe('hi');
    expect(embedLanguage({ attribute: 'en', pageLanguage: 'hi', browserLanguages: ['hi'] })).toBe(
      'en',
    );
  });

  it('then the page’s <html lang>: hi* is Hindi, en* English', () => {
    expect(embedLanguage({ pageLanguage: 'hi-IN', browserLanguages: ['en'] })).toBe('hi');
    expect(embedLanguage({ attribute: 'ta', pageLanguage: 'hi' })).toBe('hi');
    expect(embedLanguage({ pageLanguage: 'en-GB', browserLanguages: ['hi'] })).toBe('en');
  });

  it('then the first of the browser’s languages that is English or Hindi, else English', () => {
    expect(embedLanguage({ pageLanguage: '', browserLanguages: ['mr-IN', 'hi', 'en'] })).toBe('hi');
    expect(embedLanguage({ pageLanguage: 'mr', browserLanguages: ['en-IN', 'hi'] })).toBe('en');
    expect(embedLanguage({ pageLanguage: 'ta', browserLanguages: ['ta', 'fr'] })).toBe('en');
    expect(embedLanguage({})).toBe('en');
  });
});

describe('the embed’s Hindi strings', () => {
  it('are the launcher’s alone before a form opens; the rest stays English until the forms load', async () => {
    await loadLauncherStrings('hi');
    expect(t('floatingHelp.trigger')).toBe('सहायता');
    expect(t('embed.requestCallBack')).toBe('कॉलबैक का अनुरोध करें');
    expect(t('complaint.title')).toBe('File a Complaint');

    await loadFormStrings('hi');
    expect(t('complaint.title')).toBe('शिकायत दर्ज करें');
    expect(t('common:close')).toBe('बंद करें');
    expect(t('referenceNumber.label')).toBe('आपकी संदर्भ संख्या:');
  });

  it('load nothing for English', async () => {
    await loadLauncherStrings('en');
    await loadFormStrings('en');
    expect(t('floatingHelp.trigger')).toBe('Help');
  });
});
