import { Button, Field, Input } from '@nyaya/shared-design';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import { QueueList } from '../../staff-access/components/QueueList';
import { Row, Stack } from '../../staff-access/components/shared';
import { StatusFilter } from '../../staff-access/components/StatusFilter';
import { complaintQueueQuery } from '../api/complaints';
import { COMPLAINT_STATUSES, type ComplaintFilter } from '../model/complaint';
import { ComplaintCard } from './ComplaintCard';

/** Complaints, newest first: open by default, a status filter and a search by reference. */
export function ComplaintsTab() {
  const { t } = useRemoteTranslation();
  const [filter, setFilter] = useState<ComplaintFilter>('');
  const [typed, setTyped] = useState('');
  const [reference, setReference] = useState('');
  const queue = useInfiniteQuery(complaintQueueQuery(filter, reference));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setReference(typed.trim());
  };

  return (
    <Stack>
      <h2>{t('complaints.title')}</h2>
      <Row>
        <StatusFilter
          statuses={COMPLAINT_STATUSES}
          value={filter}
          onChange={setFilter}
          label={(status) => t(`complaints.status.${status}`)}
          openLabel={t('complaints.statusFilter.open')}
          allLabel={t('complaints.statusFilter.all')}
        />
        <form onSubmit={search} role="search" aria-label={t('complaints.search')}>
          <Row>
            <Field label={t('complaints.search')}>
              <Input value={typed} onChange={(event) => setTyped(event.target.value)} />
            </Field>
            <Button type="submit" variant="outline">
              {t('complaints.searchAction')}
            </Button>
            {reference && (
              <Button
                variant="ghost"
                onClick={() => {
                  setTyped('');
                  setReference('');
                }}
              >
                {t('complaints.clearSearch')}
              </Button>
            )}
          </Row>
        </form>
      </Row>
      <QueueList
        queue={queue}
        empty={reference ? t('complaints.emptySearch') : t('complaints.empty')}
        renderRow={(complaint) => <ComplaintCard key={complaint.id} complaint={complaint} />}
      />
    </Stack>
  );
}
