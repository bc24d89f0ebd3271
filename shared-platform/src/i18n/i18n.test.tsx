import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { addTranslations, i18n, initI18n } from './i18n';

describe('i18n', () => {
  it('initialises once, in English, with the platform strings', () => {
    const instance = initI18n();
    expect(initI18n()).toBe(instance);
    expect(instance.language).toBe('en');
    expect(instance.t('common:requestStatus.assigned')).toBe('Assigned');
    expect(instance.t('remoteBoundary.areaUnavailable', { area: 'The lawyer directory' })).toBe(
      'The lawyer directory is temporarily unavailable.',
    );
  });

  it('lets a remote add its own namespace, and components translate with it', () => {
    addTranslations('mf_example', {
      title: 'Find Expert Lawyers',
      count: '{{count}} lawyer(s) found',
    });
    addTranslations('mf_example', { empty: 'No lawyers found' });

    function Title() {
      // A namespace this package's types do not know: the remote's own types declare it.
      const { t } = useTranslation(['mf_example' as 'common', 'common']);
      const translate = t as unknown as (key: string, options?: object) => string;
      return (
        <h1>
          {translate('title')} / {translate('count', { count: 3 })} / {translate('empty')} /{' '}
          {t('common:loading')}
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
