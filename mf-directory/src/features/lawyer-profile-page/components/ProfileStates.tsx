import { Button, Skeleton, Spinner } from '@nyaya/shared-design';
import { dataErrorMessage } from '@nyaya/shared-platform';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import {
  BackToDirectory,
  DIRECTORY_PATH,
  LinkButton,
  PageTitle,
  PROFILE_TITLE_ID,
  ProfilePage,
} from './layout';

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Placeholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Message = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};

  p {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export function ProfileLoading() {
  const { t } = useRemoteTranslation();
  return (
    <ProfilePage aria-busy="true">
      <BackToDirectory />
      <Status role="status">
        <Spinner />
        {t('profile.loading')}
      </Status>
      <Placeholder>
        <Skeleton width="6rem" height="6rem" radius="full" />
        <Skeleton width="min(100%, 20rem)" height="2rem" />
        <Skeleton width="min(100%, 32rem)" />
        <Skeleton width="min(100%, 28rem)" />
      </Placeholder>
    </ProfilePage>
  );
}

/** An unknown, unapproved or malformed id: the page names no lawyer and leads back. */
export function ProfileNotFound() {
  const { t } = useRemoteTranslation();
  return (
    <ProfilePage aria-labelledby={PROFILE_TITLE_ID}>
      <Message>
        <PageTitle id={PROFILE_TITLE_ID}>{t('profile.notFound.title')}</PageTitle>
        <p>{t('profile.notFound.text')}</p>
        <LinkButton to={DIRECTORY_PATH} $variant="primary">
          {t('profile.notFound.action')}
        </LinkButton>
      </Message>
    </ProfilePage>
  );
}

export interface ProfileLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

export function ProfileLoadError({ error, retrying, onRetry }: ProfileLoadErrorProps) {
  const { t } = useRemoteTranslation();
  return (
    <ProfilePage aria-labelledby={PROFILE_TITLE_ID}>
      <BackToDirectory />
      <Message>
        <PageTitle id={PROFILE_TITLE_ID}>{t('profile.loadFailed.title')}</PageTitle>
        <p role="alert">{dataErrorMessage(error)}</p>
        {/* Not disabled while retrying: that would drop a keyboard user's focus. */}
        <Button variant="outline" onClick={retrying ? undefined : onRetry} aria-busy={retrying}>
          {retrying ? t('common:loading') : t('common:tryAgain')}
        </Button>
      </Message>
    </ProfilePage>
  );
}
