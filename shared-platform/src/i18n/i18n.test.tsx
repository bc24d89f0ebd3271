import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { commonEn } from './en/common';
import { addTranslations, i18n, initI18n } from './i18n';

describe('i18n', () => {
  it('initialises once, in English, with the shared strings', () => {
    const instance = initI18n();
    expect(initI18n()).toBe(instance);
    expect(instance.language).toBe('en');
    expect(instance.t('toasts.requestSubmitted.title')).toBe('Request Submitted!');
    expect(instance.t('common:toasts.complaintSubmitted.description')).toBe(
      "We'll review your complaint and get back to you soon. Thank you for your feedback!",
    );
    expect(instance.t('remoteBoundary.areaUnavailable', { area: 'The lawyer directory' })).toBe(
      'The lawyer directory is temporarily unavailable.',
    );
  });

  it('quotes the spec texts of section 8 exactly', () => {
    expect(commonEn.toasts.authRequired).toEqual({
      title: 'Authentication Required',
      description: 'Please log in to submit a consultation request.',
    });
    expect(commonEn.toasts.requestSubmitFailed.fallback).toBe(
      'An error occurred while submitting your request. Please try again.',
    );
    expect(commonEn.toasts.verificationSubmitted).toEqual({
      title: 'Verification Submitted!',
      updated:
        'Your updated verification has been submitted for review. We will call you within 24 hours.',
      created: 'Verification submitted! Under review. We will call you within 24 hours.',
    });
    expect(commonEn.toasts.bookingStarted).toEqual({
      title: 'Booking consultation',
      description: 'Please fill out the consultation form to proceed.',
    });
    expect(commonEn.toasts.aiStartFailed.description).toBe(
      'Could not start the AI Lawyer session. Please try again.',
    );
    expect(commonEn.toasts.callbackSucceeded).toBe("We'll call you back within 24 hours.");
    expect(commonEn.toasts.callbackFailed).toBe('Failed to submit your request. Please try again.');
    expect(commonEn.toasts.complaintFailed).toEqual({
      title: 'Error',
      description: 'Failed to submit your complaint. Please try again.',
    });
    expect(commonEn.toasts.signInSucceeded).toBe('Welcome back!');
    expect(commonEn.toasts.clientSignUpSucceeded).toBe(
      'Please check your email to confirm your account.',
    );
  });

  it('lets a remote add its own namespace, and components translate with it', () => {
    addTranslations('directory', {
      title: 'Find Expert Lawyers',
      count: '{{count}} lawyer(s) found',
    });
    addTranslations('directory', { empty: 'No lawyers found' });

    function Title() {
      const { t } = useTranslation('directory');
      return (
        <h1>
          {t('title')} / {t('count', { count: 3 })} / {t('empty')} / {t('common:loading')}
        </h1>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent(
      'Find Expert Lawyers / 3 lawyer(s) found / No lawyers found / Loading...',
    );
  });
});
