import { Button } from '@nyaya/shared-design';
import {
  DataError,
  dashboardPathForRole,
  dataErrorMessage,
  useCurrentUser,
  useOverlays,
} from '@nyaya/shared-platform';
import { useSearchParams } from '@nyaya/shared-platform/router';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useShellTranslation } from '../../i18n';
import { Container, LinkButton } from '../../ui/layout';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { unsubscribe } from './api/unsubscribe';
import './i18n';
import { NOTIFICATION_SETTINGS_HASH, portalOfTopic, type UnsubscribeTopic } from './model/topic';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 34rem;
  padding-block: ${({ theme }) => theme.space[16]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  h1:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  p {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Problem = styled.p`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tones.danger.background};
  && {
    color: ${({ theme }) => theme.colors.tones.danger.text};
  }
`;

type Phase =
  | { step: 'ready' }
  | { step: 'sending' }
  /** The call failed for another reason than the link: it may be tried again. */
  | { step: 'failed'; error: unknown }
  | { step: 'done'; topic: UnsubscribeTopic | null }
  | { step: 'invalid' };

/** The link to the settings for someone signed in, else a sign-in to reach them. */
function ManageSettings({ topic }: { topic: UnsubscribeTopic | null }) {
  const { t } = useShellTranslation();
  const { status, role } = useCurrentUser();
  if (status === 'loading') return null;
  if (status === 'signedIn') {
    return (
      <LinkButton
        to={`${dashboardPathForRole(role)}${NOTIFICATION_SETTINGS_HASH}`}
        $variant="outline"
      >
        {t('unsubscribe.openSettings')}
      </LinkButton>
    );
  }
  return (
    <Button
      variant="outline"
      onClick={() =>
        useOverlays.getState().open({ kind: 'auth', portal: portalOfTopic(topic), tab: 'login' })
      }
    >
      {t('unsubscribe.signIn')}
    </Button>
  );
}

/**
 * `/unsubscribe?token=…`: where the unsubscribe link of an optional e-mail leads
 * (docs/product/notifications.md). Opening it changes nothing (mail scanners open links); the
 * 'Unsubscribe' button turns off what the token was made for, for the token's user, without
 * signing in. Then it says what was turned off and where to turn it back on. A link the
 * database does not know says so, with the way to the settings; a failure to reach the server
 * can be tried again.
 */
export default function UnsubscribePage() {
  const { t } = useShellTranslation();
  useDocumentTitle(t('documentTitle.unsubscribe'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [phase, setPhase] = useState<Phase>(() =>
    token ? { step: 'ready' } : { step: 'invalid' },
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sending = useRef(false);

  // The outcome replaces the page's heading: screen readers hear it, keyboards start from it.
  const settled = phase.step === 'done' || phase.step === 'invalid';
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (settled) headingRef.current?.focus();
  }, [settled]);

  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    setPhase({ step: 'sending' });
    try {
      setPhase({ step: 'done', topic: await unsubscribe(token) });
    } catch (error) {
      setPhase(
        error instanceof DataError && error.code === 'PT404'
          ? { step: 'invalid' }
          : { step: 'failed', error },
      );
    } finally {
      sending.current = false;
    }
  };

  if (phase.step === 'done') {
    return (
      <Page>
        <h1 ref={headingRef} tabIndex={-1}>
          {t('unsubscribe.done.title')}
        </h1>
        <p>
          {phase.topic === 'open_request_digest'
            ? t('unsubscribe.done.digest')
            : phase.topic === 'meeting_reminders'
              ? t('unsubscribe.done.reminders')
              : t('unsubscribe.done.other')}
        </p>
        <p>{t('unsubscribe.done.next')}</p>
        <ManageSettings topic={phase.topic} />
      </Page>
    );
  }

  if (phase.step === 'invalid') {
    return (
      <Page>
        <h1 ref={headingRef} tabIndex={-1}>
          {t('unsubscribe.invalid.title')}
        </h1>
        <p>{t('unsubscribe.invalid.advice')}</p>
        <ManageSettings topic={null} />
      </Page>
    );
  }

  return (
    <Page>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('unsubscribe.title')}
      </h1>
      <p>{t('unsubscribe.intro')}</p>
      {phase.step === 'failed' && (
        <Problem role="alert">
          {phase.error instanceof DataError && phase.error.messageKey
            ? dataErrorMessage(phase.error)
            : t('common:errors.generic')}
        </Problem>
      )}
      <Button loading={phase.step === 'sending'} onClick={() => void send()}>
        {phase.step === 'sending'
          ? t('unsubscribe.sending')
          : phase.step === 'failed'
            ? t('unsubscribe.retry')
            : t('unsubscribe.submit')}
      </Button>
    </Page>
  );
}
