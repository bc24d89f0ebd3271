import { describe, expect, it } from 'vitest';
import { parseEmbedConfig } from './embedConfig';

const valid = {
  supabase: { url: 'https://api.nyaya.example', anonKey: 'sb_publishable_x' },
  remotes: {},
  contact: {
    phone: '+91 11 4000 1234',
    whatsapp: '+91 11 4000 1235',
    email: 'help@nyaya.example',
    address: 'Delhi',
  },
  site: { url: 'https://nyaya.example' },
};

describe('parseEmbedConfig', () => {
  it('keeps what the embed uses from the runtime config', () => {
    expect(parseEmbedConfig(valid, 'https://widgets.nyaya.example')).toEqual({
      supabase: { url: 'https://api.nyaya.example', anonKey: 'sb_publishable_x' },
      contact: {
        phone: '+91 11 4000 1234',
        whatsapp: '+91 11 4000 1235',
        email: 'help@nyaya.example',
      },
      siteUrl: 'https://nyaya.example',
    });
  });

  it('falls back to where embed.js came from when the config names no site', () => {
    const { site: _site, ...withoutSite } = valid;
    expect(parseEmbedConfig(withoutSite, 'https://widgets.nyaya.example').siteUrl).toBe(
      'https://widgets.nyaya.example',
    );
  });

  it.each([
    ['not an object', [], 'config.json must be a JSON object.'],
    [
      'no supabase section',
      { ...valid, supabase: undefined },
      'config.json: supabase must be an object.',
    ],
    [
      'an empty key',
      { ...valid, supabase: { ...valid.supabase, anonKey: ' ' } },
      'config.json: supabase.anonKey must be a non-empty string.',
    ],
    [
      'a missing e-mail',
      { ...valid, contact: { ...valid.contact, email: undefined } },
      'config.json: contact.email must be a non-empty string.',
    ],
  ])('names the problem: %s', (_, json, message) => {
    expect(() => parseEmbedConfig(json, 'https://widgets.nyaya.example')).toThrow(message);
  });
});
