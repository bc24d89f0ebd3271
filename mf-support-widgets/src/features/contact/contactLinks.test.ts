import { describe, expect, it } from 'vitest';
import { contactEntries, mailtoHref, whatsAppHref } from './contactLinks';

describe('contact links', () => {
  it('calls the number of config.json, with its leading + and its digits', () => {
    const [callUs] = contactEntries({
      phone: '+91 (11) 4000-1234',
      whatsapp: '+91 98765-43211',
      email: 'help@example.in',
    });
    expect(callUs.href).toBe('tel:+911140001234');
  });

  it('gives wa.me the digits only', () => {
    expect(whatsAppHref('+91 98765-43211')).toBe('https://wa.me/919876543211');
  });

  it('mails the configured address', () => {
    expect(mailtoHref(' help@nyaya.test ')).toBe('mailto:help@nyaya.test');
  });
});
