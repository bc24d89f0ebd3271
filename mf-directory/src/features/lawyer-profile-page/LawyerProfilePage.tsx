import { reportRemoteError } from '@nyaya/shared-platform';
import { useParams } from '@nyaya/shared-platform/router';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRemoteTranslation } from '../../i18n';
import { REMOTE_NAME } from '../../remote';
import { useBookConsultation } from '../lawyer-directory/useBookConsultation';
import { lawyerProfileQuery } from './api/queries';
import { LawyerProfile } from './components/LawyerProfile';
import { ProfileLoadError, ProfileLoading, ProfileNotFound } from './components/ProfileStates';
import { isLawyerId } from './model/lawyerId';

/**
 * /lawyers/:id: one approved lawyer's public profile, with 'Book Consultation'. An id that is
 * malformed, unknown or not approved shows 'Lawyer not found'; a malformed one asks nothing.
 */
export function LawyerProfilePage() {
  const { t } = useRemoteTranslation();
  const { id = '' } = useParams();
  const validId = isLawyerId(id);
  const profile = useQuery(lawyerProfileQuery(id));
  const book = useBookConsultation();

  const notFound = !validId || (profile.isSuccess && profile.data === null);
  const lawyerName = profile.data ? (profile.data.name ?? t('card.unknownLawyer')) : null;

  // The shell titles the route; once the page knows whose profile it is, it names them.
  useEffect(() => {
    if (lawyerName) document.title = t('profile.documentTitle', { name: lawyerName });
    else if (notFound) document.title = t('profile.notFound.documentTitle');
  }, [lawyerName, notFound, t]);

  useEffect(() => {
    if (profile.error)
      reportRemoteError(REMOTE_NAME, profile.error, { during: 'load lawyer profile' });
  }, [profile.error]);

  if (notFound) return <ProfileNotFound />;
  if (profile.data && lawyerName) {
    const { id: lawyerId } = profile.data;
    return (
      <LawyerProfile
        lawyer={profile.data}
        onBook={() => book({ id: lawyerId, name: lawyerName })}
      />
    );
  }
  if (profile.isError) {
    return (
      <ProfileLoadError
        error={profile.error}
        retrying={profile.isFetching}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return <ProfileLoading />;
}
