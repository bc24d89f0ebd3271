import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref, whatsAppHref } from './contactLinks';

describe('contact links', () => {
  it('keeps the leading + and the digits of a phone number', () => {
    expect(telHref('+91 (11) 4000-1234')).toBe('tel:+911140001234');
  });

  it('gives wa.me the digits only', () => {
    expect(whatsAppHref('+91 98765-43211')).toBe('https://wa.me/919876543211');
  });

  it('mails the configured address', () => {
    expect(mailtoHref(' help@nyaya.test ')).toBe('mailto:help@nyaya.test');
  });
});
