import { describe, expect, it } from 'vitest';
import { ConfigError, describeSmtp, loadWorkerConfig } from './env.ts';

describe('loadWorkerConfig', () => {
  it('reads the database, SMTP URL and defaults', () => {
    const config = loadWorkerConfig({
      DATABASE_URL: 'postgres://a',
      NOTIFICATIONS_DATABASE_URL: 'postgres://b',
      SMTP_URL: 'smtp://127.0.0.1:54325',
    });
    expect(config).toEqual({
      databaseUrl: 'postgres://b',
      smtp: 'smtp://127.0.0.1:54325',
      mailFrom: 'NyayaConnect <no-reply@nyaya.test>',
      siteUrl: 'http://localhost:3000',
    });
  });

  it('links to the shell at SHELL_PORT when SITE_URL is not set', () => {
    const config = loadWorkerConfig({
      DATABASE_URL: 'postgres://a',
      SMTP_URL: 'smtp://127.0.0.1:54325',
      SHELL_PORT: '5100',
    });
    expect(config.siteUrl).toBe('http://localhost:5100');
  });

  it('takes the SMTP parts when there is no URL', () => {
    const config = loadWorkerConfig({
      DATABASE_URL: 'postgres://a',
      SMTP_HOST: 'smtp.example.com',
      SMTP_SECURE: 'true',
      SMTP_USER: 'u',
      SMTP_PASSWORD: 'p',
      MAIL_FROM: 'X <x@example.com>',
      SITE_URL: 'https://nyaya.example',
    });
    expect(config.smtp).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      user: 'u',
      password: 'p',
    });
    expect(describeSmtp(config.smtp)).toBe('smtps://smtp.example.com:465');
    expect(describeSmtp('smtps://user:secret@smtp.example.com:465')).toBe(
      'smtps://smtp.example.com:465',
    );
  });

  it('says what is missing', () => {
    expect(() => loadWorkerConfig({ SMTP_URL: 'smtp://x' })).toThrow(ConfigError);
    expect(() => loadWorkerConfig({ DATABASE_URL: 'postgres://a' })).toThrow(/SMTP_URL/);
    expect(() => loadWorkerConfig({ DATABASE_URL: 'postgres://a', SMTP_URL: 'http://x' })).toThrow(
      /smtp:\/\//,
    );
  });
});
