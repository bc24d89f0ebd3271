import { beforeEach, describe, expect, it } from 'vitest';
import {
  REQUEST_DRAFT_STORAGE_KEY,
  clearStoredDraft,
  draftOf,
  formValuesOf,
  readStoredDraft,
  storeDraft,
} from './requestDraft';

beforeEach(() => sessionStorage.clear());

describe('request draft', () => {
  it('keeps only what was typed', () => {
    expect(
      draftOf({ serviceType: 'Tax Law', description: '  ', location: '', phone: null }),
    ).toEqual({ serviceType: 'Tax Law' });
    expect(draftOf({ description: ' ', other: 'x' } as never)).toBeNull();
  });

  it('fills the form from a draft, blanks elsewhere', () => {
    expect(formValuesOf({ description: 'GST notice' })).toEqual({
      serviceType: '',
      description: 'GST notice',
      location: '',
      phone: '',
    });
    expect(formValuesOf(null)).toEqual(formValuesOf({}));
  });

  it('is stored per remote in sessionStorage and removed when empty', () => {
    storeDraft({ serviceType: 'Tax Law', description: 'GST notice' }, null);
    expect(REQUEST_DRAFT_STORAGE_KEY).toBe('mf_client_dashboard:consultation-request-draft');
    expect(readStoredDraft(null)).toEqual({ serviceType: 'Tax Law', description: 'GST notice' });

    storeDraft({ description: '' }, null);
    expect(sessionStorage.getItem(REQUEST_DRAFT_STORAGE_KEY)).toBeNull();

    storeDraft({ location: 'Pune' }, null);
    clearStoredDraft();
    expect(readStoredDraft(null)).toBeNull();
  });

  it("goes on with a visitor's draft for whoever signs in, but keeps a user's draft to them", () => {
    storeDraft({ description: 'Typed before signing in' }, null);
    expect(readStoredDraft('client-a')).toEqual({ description: 'Typed before signing in' });

    storeDraft({ description: 'About my divorce' }, 'client-a');
    expect(readStoredDraft('client-a')).toEqual({ description: 'About my divorce' });
    expect(readStoredDraft('client-b')).toBeNull();
    expect(readStoredDraft(null)).toBeNull();
  });

  it('reads anything unexpected in storage as no draft', () => {
    sessionStorage.setItem(REQUEST_DRAFT_STORAGE_KEY, '{not json');
    expect(readStoredDraft(null)).toBeNull();
    sessionStorage.setItem(REQUEST_DRAFT_STORAGE_KEY, '"a string"');
    expect(readStoredDraft(null)).toBeNull();
    sessionStorage.setItem(
      REQUEST_DRAFT_STORAGE_KEY,
      JSON.stringify({ owner: null, draft: { phone: 98765, location: 'Pune' } }),
    );
    expect(readStoredDraft(null)).toEqual({ location: 'Pune' });
    sessionStorage.setItem(
      REQUEST_DRAFT_STORAGE_KEY,
      JSON.stringify({ owner: 42, draft: { location: 'Pune' } }),
    );
    expect(readStoredDraft('client-a')).toBeNull();
  });
});
