import { Button, Field, Input, telHref, toast } from '@nyaya/shared-design';
import { dataErrorMessage } from '@nyaya/shared-platform';
import { normalizeIndianMobile } from '@nyaya/db';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { caseRoomKeys, setPhoneSharing } from '../api/caseRoom';
import type { CaseRoom } from '../api/rpc';
import { Muted, Row, Section, SectionTitle, Text } from './layout';

const TITLE_ID = 'case-room-phone';

const Switch = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  cursor: pointer;

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary.base};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const PhoneLink = styled.a`
  color: ${({ theme }) => theme.colors.text.link};
  text-decoration: underline;
`;

/**
 * The client's phone sharing (docs/product/case-room.md): off by default, per room. Turned on,
 * the number (prefilled from the account) is saved by `set_case_phone_sharing` and the lawyer
 * sees it in this room only; turned off, it is hidden again.
 */
function ClientPhone({ room }: { room: CaseRoom }) {
  const { t } = useRemoteTranslation();
  const queryClient = useQueryClient();
  const switchId = useId();
  const [editing, setEditing] = useState(false);
  const [phone, setPhone] = useState(room.sharedPhone ?? room.accountPhone ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (value: string | null) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await setPhoneSharing(room.roomId, value);
      queryClient.setQueriesData<CaseRoom>(
        { queryKey: caseRoomKeys.request(room.requestId) },
        (current) => current && { ...current, ...answer },
      );
      setEditing(false);
    } catch (failure) {
      if (value === null) {
        toast({
          title: t('phone.saveFailed'),
          description: dataErrorMessage(failure),
          variant: 'destructive',
        });
      } else setError(dataErrorMessage(failure, t('phone.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  const onToggle = (on: boolean) => {
    setError(null);
    if (on) {
      setPhone(room.sharedPhone ?? room.accountPhone ?? '');
      setEditing(true);
    } else if (room.phoneShared) void save(null);
    else setEditing(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeIndianMobile(phone.trim());
    if (!normalized) {
      setError(t('phone.invalid'));
      return;
    }
    void save(normalized);
  };

  const on = room.phoneShared || editing;
  return (
    <>
      <Switch htmlFor={switchId}>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={on}
          disabled={busy}
          onChange={(event) => onToggle(event.target.checked)}
        />
        {t('phone.share')}
      </Switch>
      {editing ? (
        <Form noValidate onSubmit={onSubmit}>
          <Field label={t('phone.mobile')} error={error}>
            <Input
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </Field>
          <Row>
            <Button type="submit" loading={busy}>
              {t('phone.save')}
            </Button>
          </Row>
        </Form>
      ) : (
        <Muted>
          {room.phoneShared && room.sharedPhone
            ? t('phone.sharedNote', { phone: room.sharedPhone })
            : t('phone.notSharedNote')}
        </Muted>
      )}
    </>
  );
}

/** The lawyer sees the client's number only while the client shares it, only in this room. */
function LawyerPhone({ room }: { room: CaseRoom }) {
  const { t } = useRemoteTranslation();
  if (!room.phoneShared || !room.sharedPhone) return <Muted>{t('phone.notShared')}</Muted>;
  return (
    <Text>
      {t('phone.clientPhone')}{' '}
      <PhoneLink href={telHref(room.sharedPhone)}>{room.sharedPhone}</PhoneLink>
    </Text>
  );
}

/** The phone, the way to talk when video is not available. */
export function PhonePanel({ room }: { room: CaseRoom }) {
  const { t } = useRemoteTranslation();
  return (
    <Section as="section" aria-labelledby={TITLE_ID}>
      <SectionTitle id={TITLE_ID}>{t('phone.title')}</SectionTitle>
      {room.role === 'client' ? <ClientPhone room={room} /> : <LawyerPhone room={room} />}
    </Section>
  );
}
