import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input } from '@nyaya/shared-design';
import { LoadErrorPanel, PageHeader } from '@nyaya/shared-design/patterns';
import { DataError, dataErrorMessage } from '@nyaya/shared-platform';
import { useLocation } from '@nyaya/shared-platform/router';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import {
  RefusalAlert,
  SupportFormActions,
  SupportFormLayout,
  fieldMessage,
} from '../../support-requests/components/SupportFormParts';
import { lookupSupportStatus } from '../api/supportStatus';
import {
  referenceFromSearch,
  statusLookupSchema,
  type StatusLookupFormValues,
  type StatusLookupValues,
} from '../model/supportStatus';
import { StatusAnswer } from './StatusAnswer';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  /* A form's width: the shell's page column would stretch two fields too far. */
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

const FIELD_ORDER = ['reference', 'contact'] as const;

/** The reference field's example: a code, written the same in every language. */
const REFERENCE_EXAMPLE = 'CB-7K3M-9Q2X';

/**
 * /support/status (public; docs/product/support-widgets.md): a callback requester or complainant
 * enters the reference number and the e-mail address or mobile number they gave, and sees the
 * request's kind, status and dates, a callback's next try and a complaint's response. A wrong
 * pair and an unknown reference get one sentence, so the page tells nobody which references
 * exist; too many checks from one connection get the database's limit sentence. A failure to
 * ask keeps the values and offers to try again. `?reference=` fills in the reference number.
 */
export function SupportStatusPage() {
  const { t } = useRemoteTranslation();
  const titleId = useId();
  const { search } = useLocation();
  const answerHeading = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [lastAsked, setLastAsked] = useState<StatusLookupValues | null>(null);
  // Kept while trying again, so the panel (and the focus on its button) stays until an answer.
  const [failure, setFailure] = useState<unknown>(null);
  const lookup = useMutation({ mutationFn: lookupSupportStatus });
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<StatusLookupFormValues, unknown, StatusLookupValues>({
    resolver: zodResolver(statusLookupSchema, undefined, { mode: 'sync' }),
    defaultValues: { reference: referenceFromSearch(search), contact: '' },
    shouldFocusError: false,
  });

  // Arriving from a confirmation with the reference filled in, the contact is what is missing.
  useEffect(() => {
    if (referenceFromSearch(search)) setFocus('contact');
  }, [search, setFocus]);

  const ask = (values: StatusLookupValues) => {
    if (lookup.isPending) return;
    setLastAsked(values);
    lookup.mutate(values, {
      onSuccess: (answer) => {
        setFailure(null);
        requestAnimationFrame(() => (answer ? answerHeading.current : alertRef.current)?.focus());
      },
      onError: (error) => {
        const limited = error instanceof DataError && error.reason === 'rate-limited';
        setFailure(limited ? null : error);
        if (limited) requestAnimationFrame(() => alertRef.current?.focus());
      },
    });
  };

  const onInvalid = (fieldErrors: FieldErrors<StatusLookupFormValues>) => {
    const first = FIELD_ORDER.find((name) => fieldErrors[name]);
    if (first) setFocus(first);
  };

  const rateLimited = lookup.error instanceof DataError && lookup.error.reason === 'rate-limited';
  // One sentence for a wrong pair and an unknown reference; the database's limit sentence.
  const refusal =
    lookup.isSuccess && lookup.data === null
      ? t('supportStatus.notFound')
      : rateLimited
        ? t('supportStatus.rateLimited')
        : null;

  return (
    <Page aria-labelledby={titleId}>
      <PageHeader
        title={t('supportStatus.title')}
        titleId={titleId}
        description={t('supportStatus.intro')}
      />
      <SupportFormLayout
        noValidate
        aria-label={t('supportStatus.title')}
        aria-busy={lookup.isPending || undefined}
        onSubmit={handleSubmit(ask, onInvalid)}
      >
        <Field
          label={t('supportStatus.reference')}
          required
          error={fieldMessage(errors.reference?.message)}
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={REFERENCE_EXAMPLE}
            {...register('reference')}
          />
        </Field>
        <Field
          label={t('supportStatus.contact')}
          required
          hint={t('supportStatus.contactHint')}
          error={fieldMessage(errors.contact?.message)}
        >
          <Input
            autoComplete="email"
            spellCheck={false}
            placeholder={t('supportStatus.contactPlaceholder')}
            {...register('contact')}
          />
        </Field>
        <RefusalAlert ref={alertRef} sentence={refusal} />
        <SupportFormActions>
          <Button type="submit" loading={lookup.isPending}>
            {lookup.isPending ? t('supportStatus.checking') : t('supportStatus.submit')}
          </Button>
        </SupportFormActions>
      </SupportFormLayout>
      {failure !== null && lastAsked && (
        <LoadErrorPanel
          title={t('supportStatus.failed')}
          message={
            // The platform's sentence for the kind of failure, never the server's text.
            failure instanceof DataError && failure.messageKey
              ? dataErrorMessage(failure)
              : t('common:errors.generic')
          }
          retryLabel={t('common:tryAgain')}
          retryingLabel={t('supportStatus.checking')}
          retrying={lookup.isPending}
          onRetry={() => ask(lastAsked)}
        />
      )}
      {lookup.isSuccess && lookup.data && <StatusAnswer ref={answerHeading} answer={lookup.data} />}
    </Page>
  );
}
