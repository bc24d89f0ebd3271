import { DesignProvider } from '@nyaya/shared-design';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/i18n';

/**
 * DesignProvider with the design system's own labels (a dialog's close button, the toasts) in
 * the page's language: it re-renders them when the language changes (docs/product/languages.md).
 */
export function LocalizedDesignProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <DesignProvider
      labels={{
        close: t('close'),
        notifications: t('toasts.region'),
        dismissNotification: t('toasts.dismiss'),
        notification: t('toasts.announce'),
      }}
    >
      {children}
    </DesignProvider>
  );
}
