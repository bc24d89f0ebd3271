import { Button, Field, Input, toast } from '@nyaya/shared-design';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import type { ComplaintRow } from '../../staff-access/api/opsRpc';
import {
  Muted,
  Row,
  Stack,
  useActionFailed,
  useRefreshAfterAction,
} from '../../staff-access/components/shared';
import { findLawyersForLink, linkComplaintLawyer } from '../api/complaints';

/**
 * Links a complaint to the lawyer it is about (by name or bar council ID), so the reviewer sees
 * it in that lawyer's verification; or unlinks it.
 */
export function LawyerLink({ complaint }: { complaint: ComplaintRow }) {
  const { t } = useRemoteTranslation();
  const refresh = useRefreshAfterAction();
  const failed = useActionFailed();
  const [query, setQuery] = useState('');
  const search = useMutation({ mutationFn: findLawyersForLink, onError: failed });
  const link = useMutation({
    mutationFn: (lawyer: { id: string; name: string } | null) =>
      linkComplaintLawyer(complaint.id, lawyer?.id ?? null),
    onSuccess: (_row, lawyer) => {
      search.reset();
      toast({
        title: lawyer
          ? t('complaints.linked', { reference: complaint.reference_number, name: lawyer.name })
          : t('complaints.unlinked', { reference: complaint.reference_number }),
      });
    },
    onError: failed,
    onSettled: refresh,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) search.mutate(query.trim());
  };

  return (
    <Stack>
      <Row>
        <Muted>
          {complaint.lawyer_name
            ? t('complaints.lawyer', { name: complaint.lawyer_name })
            : t('complaints.noLawyer')}
        </Muted>
        {complaint.lawyer_id && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => link.mutate(null)}
            loading={link.isPending}
          >
            {t('complaints.unlink')}
          </Button>
        )}
      </Row>
      <form onSubmit={submit} role="search" aria-label={t('complaints.linkLawyer')}>
        <Row>
          <Field label={t('complaints.lawyerSearch')}>
            <Input value={query} onChange={(event) => setQuery(event.target.value)} />
          </Field>
          <Button type="submit" size="sm" variant="outline" loading={search.isPending}>
            {t('complaints.searchAction')}
          </Button>
        </Row>
      </form>
      {search.data &&
        (search.data.length === 0 ? (
          <Muted role="status">{t('complaints.lawyerSearchEmpty')}</Muted>
        ) : (
          <Row>
            {search.data.map((lawyer) => (
              <Button
                key={lawyer.id}
                size="sm"
                variant="secondary"
                onClick={() => link.mutate(lawyer)}
              >
                {t('complaints.link', {
                  name: lawyer.bar_council_id
                    ? `${lawyer.name} (${lawyer.bar_council_id})`
                    : lawyer.name,
                })}
              </Button>
            ))}
          </Row>
        ))}
    </Stack>
  );
}
