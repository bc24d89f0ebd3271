import { Card, focusRing } from '@nyaya/shared-design';
import { LoadErrorPanel } from '@nyaya/shared-design/patterns';
import { DataError, dataErrorMessage } from '@nyaya/shared-platform';
import { useLocation } from '@nyaya/shared-platform/router';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { NotificationSettingsForm } from './components/NotificationSettingsForm';
import { SettingsSkeleton } from './components/SettingsSkeleton';
import { useNotificationPreferences } from './hooks/useNotificationPreferences';
import { NOTIFICATION_SETTINGS_ID } from './model/preferences';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  scroll-margin-top: ${({ theme }) => theme.space[20]};
`;

const Heading = styled.h2`
  justify-self: start;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.text.primary};
  border-radius: ${({ theme }) => theme.radii.sm};

  ${focusRing}
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space[6]};
`;

export interface NotificationSettingsProps {
  /** The signed-in user. */
  userId: string;
}

/**
 * 'Notification settings' on the lawyer dashboard (docs/product/notifications.md): which optional
 * e-mails the lawyer gets and in which language. The unsubscribe page links here.
 */
export default function NotificationSettings({ userId }: NotificationSettingsProps) {
  const { t } = useRemoteTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { query, save } = useNotificationPreferences(userId);
  const { hash } = useLocation();
  const loaded = query.data !== undefined;

  // Arriving at #notification-settings: the section, loaded, comes into view with focus.
  const arrived = useRef(false);
  useEffect(() => {
    if (!loaded || arrived.current || hash !== `#${NOTIFICATION_SETTINGS_ID}`) return;
    arrived.current = true;
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [loaded, hash]);

  let content;
  if (query.data) {
    content = (
      <Panel>
        <NotificationSettingsForm
          saved={query.data}
          saving={save.isPending}
          savedJustNow={save.isSuccess}
          saveError={save.error}
          onSave={(preferences) => save.mutate(preferences)}
          onEdit={() => {
            if (!save.isPending && (save.isSuccess || save.isError)) save.reset();
          }}
        />
      </Panel>
    );
  } else if (query.isError) {
    content = (
      <LoadErrorPanel
        title={t('notificationSettings.loadFailed.title')}
        message={
          query.error instanceof DataError && query.error.messageKey
            ? dataErrorMessage(query.error)
            : t('common:errors.generic')
        }
        retryLabel={t('common:tryAgain')}
        retryingLabel={t('common:loading')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    content = <SettingsSkeleton label={t('notificationSettings.loading')} />;
  }

  return (
    <Section id={NOTIFICATION_SETTINGS_ID} aria-labelledby={headingId} aria-busy={query.isPending}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1}>
        {t('notificationSettings.title')}
      </Heading>
      <Lead>{t('notificationSettings.lead')}</Lead>
      {content}
    </Section>
  );
}
