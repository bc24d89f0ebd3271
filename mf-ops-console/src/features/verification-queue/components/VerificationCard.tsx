import { parsePracticeLocations } from '@nyaya/db';
import { Badge, Button, toast } from '@nyaya/shared-design';
import { formatDateTime } from '@nyaya/shared-design/patterns';
import { DataError, domainLabel, useLocale } from '@nyaya/shared-platform';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import type { VerificationRow } from '../../staff-access/api/opsRpc';
import {
  Disclosure,
  ItemCard,
  Muted,
  Row,
  Stack,
  Text,
  errorSentence,
  useActionFailed,
  useRefreshAfterAction,
} from '../../staff-access/components/shared';
import {
  decideVerification,
  lawyerComplaintsQuery,
  verificationHistoryQuery,
} from '../api/verifications';
import {
  profileDiff,
  type Decision,
  type FieldValue,
  type ProfileField,
} from '../model/verification';
import { DecisionDialog } from './DecisionDialog';

const Fields = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

const Old = styled.span`
  color: ${({ theme }) => theme.colors.text.muted};
  text-decoration: line-through;
`;

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};
`;

/** Fields the lawyer typed: shown as typed, in any language, and marked so (translate="no"). */
const TYPED: ReadonlySet<ProfileField> = new Set(['name', 'barCouncilId', 'bio']);

function asTyped(field: ProfileField, text: string): ReactNode {
  return TYPED.has(field) ? <span translate="no">{text}</span> : text;
}

/** The vocabulary a field's values come from: shown with their labels in the page's language. */
const DOMAIN_GROUPS = {
  areas: 'specializations',
  locations: 'courts',
  languages: 'languages',
} as const;

function useFormat() {
  const { t } = useRemoteTranslation();
  return (field: ProfileField, value: FieldValue | undefined): string => {
    if (value === null || value === undefined) return t('verifications.none');
    if (field === 'locations' && typeof value === 'string') {
      return parsePracticeLocations(value)
        .map((court) => domainLabel('courts', court))
        .join(', ');
    }
    if (Array.isArray(value)) {
      if (value.length === 0) return t('verifications.none');
      const group =
        field in DOMAIN_GROUPS ? DOMAIN_GROUPS[field as keyof typeof DOMAIN_GROUPS] : null;
      return value.map((item) => (group ? domainLabel(group, item) : item)).join(', ');
    }
    if (field === 'experience') return t('verifications.years', { count: Number(value) });
    if (field === 'rate') return t('verifications.rate', { amount: String(value) });
    if (field === 'picture') return t('verifications.pictureSet');
    return String(value);
  };
}

function Complaints({ lawyerId }: { lawyerId: string }) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const complaints = useQuery(lawyerComplaintsQuery(lawyerId));
  if (complaints.isPending) return <Muted role="status">{t('common:loading')}</Muted>;
  if (complaints.isError)
    return <Muted role="alert">{errorSentence(complaints.error, t('list.loadFailed'))}</Muted>;
  if (complaints.data.length === 0) return <Muted>{t('verifications.noComplaints')}</Muted>;
  return (
    <List>
      {complaints.data.map((complaint) => (
        <li key={complaint.reference_number}>
          <Text>
            {complaint.reference_number} ·{' '}
            {t(`complaints.status.${complaint.status as 'received'}`)} ·{' '}
            {formatDateTime(complaint.created_at, undefined, locale) ?? ''}
          </Text>
          <Muted translate="no">{complaint.complaint_text}</Muted>
        </li>
      ))}
    </List>
  );
}

function History({ lawyerId }: { lawyerId: string }) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const history = useQuery(verificationHistoryQuery(lawyerId));
  if (history.isPending) return <Muted role="status">{t('common:loading')}</Muted>;
  if (history.isError)
    return <Muted role="alert">{errorSentence(history.error, t('list.loadFailed'))}</Muted>;
  if (history.data.length === 0) return <Muted>{t('verifications.noHistory')}</Muted>;
  return (
    <List>
      {history.data.map((entry) => (
        <li key={entry.id}>
          <Text>
            {t('verifications.historyEntry', {
              decision: t(`verifications.decision.${entry.decision as Decision}`),
              by: entry.decided_by_label,
              time: formatDateTime(entry.decided_at, undefined, locale) ?? '',
            })}
          </Text>
          {entry.note && <Muted translate="no">{entry.note}</Muted>}
        </li>
      ))}
    </List>
  );
}

/**
 * A pending lawyer as the directory would publish them, each field against the listed version
 * (old → new, marked Changed), the shared bar council ID flag, linked complaints, the history and
 * the three decisions (docs/product/ops-console.md).
 */
export function VerificationCard({ lawyer }: { lawyer: VerificationRow }) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const format = useFormat();
  const refresh = useRefreshAfterAction();
  const failed = useActionFailed();
  const headingId = useId();
  const [decision, setDecision] = useState<Decision | null>(null);
  const name = lawyer.name ?? lawyer.email ?? '';
  const decide = useMutation({
    mutationFn: (input: { decision: Decision; note: string | null }) =>
      decideVerification(lawyer.id, input.decision, lawyer.version, input.note),
    onSuccess: (_result, input) => {
      setDecision(null);
      toast({
        title: t('verifications.decided', {
          name,
          decision: t(`verifications.decision.${input.decision}`),
        }),
      });
    },
    onError: (error) => {
      if (error instanceof DataError && error.hint === 'changed_since_review') {
        // The lawyer edited meanwhile: the sentence, and the new version is loaded.
        setDecision(null);
        toast({ title: t('verifications.changedSince'), variant: 'destructive' });
      } else {
        failed(error);
      }
    },
    onSettled: refresh,
  });

  return (
    <ItemCard as="article" aria-labelledby={headingId}>
      <Row>
        <h3 id={headingId} translate="no">
          {name}
        </h3>
        {lawyer.previous_decision ? (
          <Badge tone="warning">
            {t('verifications.previous', {
              decision: t(`verifications.decision.${lawyer.previous_decision as Decision}`),
            })}
          </Badge>
        ) : (
          <Badge tone="info">{t('verifications.firstReview')}</Badge>
        )}
      </Row>
      <Muted>
        {t('verifications.submitted', {
          time: formatDateTime(lawyer.submitted_at, undefined, locale) ?? '',
        })}
      </Muted>
      {lawyer.bar_council_id_shared_with && (
        <Badge tone="danger">
          {t('verifications.sharedBarCouncil', { name: lawyer.bar_council_id_shared_with })}
        </Badge>
      )}
      <Fields>
        {profileDiff(lawyer).map((diff) => (
          <div key={diff.field}>
            <dt>
              {t(`verifications.fields.${diff.field}`)}{' '}
              {diff.changed && <Badge tone="accent">{t('verifications.changed')}</Badge>}
            </dt>
            <dd>
              {diff.field === 'picture' && typeof diff.value === 'string' ? (
                <img
                  src={diff.value}
                  alt={t('verifications.pictureAlt', { name })}
                  width={64}
                  height={64}
                  loading="lazy"
                />
              ) : (
                asTyped(diff.field, format(diff.field, diff.value))
              )}
              {diff.changed && (
                <>
                  {' '}
                  <Old>
                    ({t('verifications.was')} {asTyped(diff.field, format(diff.field, diff.listed))}
                    )
                  </Old>
                </>
              )}
            </dd>
          </div>
        ))}
      </Fields>
      <Disclosure summary={t('verifications.complaints', { count: lawyer.linked_complaints })}>
        <Complaints lawyerId={lawyer.id} />
      </Disclosure>
      <Disclosure summary={t('verifications.history')}>
        <History lawyerId={lawyer.id} />
      </Disclosure>
      <Stack>
        <Row>
          <Button onClick={() => setDecision('approved')}>{t('verifications.approve')}</Button>
          <Button variant="outline" onClick={() => setDecision('reverify')}>
            {t('verifications.reverify')}
          </Button>
          <Button variant="danger" onClick={() => setDecision('rejected')}>
            {t('verifications.reject')}
          </Button>
        </Row>
      </Stack>
      <DecisionDialog
        decision={decision}
        lawyerName={name}
        busy={decide.isPending}
        onConfirm={(chosen, note) => decide.mutate({ decision: chosen, note })}
        onClose={() => setDecision(null)}
      />
    </ItemCard>
  );
}
