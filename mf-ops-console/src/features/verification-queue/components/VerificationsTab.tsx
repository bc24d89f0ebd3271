import { useInfiniteQuery } from '@tanstack/react-query';
import { useRemoteTranslation } from '../../../i18n';
import { QueueList } from '../../staff-access/components/QueueList';
import { Stack } from '../../staff-access/components/shared';
import { verificationQueueQuery } from '../api/verifications';
import { VerificationCard } from './VerificationCard';

/** Pending lawyers, oldest submission first, a page at a time. */
export function VerificationsTab() {
  const { t } = useRemoteTranslation();
  const queue = useInfiniteQuery(verificationQueueQuery());
  return (
    <Stack>
      <h2>{t('verifications.title')}</h2>
      <QueueList
        queue={queue}
        empty={t('verifications.empty')}
        renderRow={(lawyer) => (
          <VerificationCard key={`${lawyer.id}:${lawyer.version}`} lawyer={lawyer} />
        )}
      />
    </Stack>
  );
}
