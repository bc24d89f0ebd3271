import { Button, Card, Chip } from '@nyaya/shared-design';
import { useLocale } from '@nyaya/shared-platform';
import { Suspense } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { LawyerRating } from '../../lawyer-directory/LawyerRating';
import { formatInr } from '../../lawyer-directory/model/format';
import {
  courtLabel,
  languageNames,
  specializationLabel,
} from '../../lawyer-directory/model/labels';
import type { LawyerSummary } from '../../lawyer-directory/model/lawyer';
import { LawyerReviews, ReviewsPlaceholder } from '../../lawyer-reviews';
import { LawyerAvatar } from './LawyerAvatar';
import { BackToDirectory, PageTitle, PROFILE_TITLE_ID, ProfilePage } from './layout';

const Summary = styled(Card)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
`;

const Identity = styled.div`
  display: grid;
  flex: 1 1 16rem;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  color: ${({ theme }) => theme.colors.text.secondary};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

const Details = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Courts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Bio = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export interface LawyerProfileProps {
  lawyer: LawyerSummary;
  onBook: () => void;
}

/**
 * An approved lawyer's public profile (issue 9): everything the directory knows of them, and
 * their reviews (docs/product/reviews.md).
 */
export function LawyerProfile({ lawyer, onBook }: LawyerProfileProps) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const name = lawyer.name ?? t('card.unknownLawyer');
  const languages = languageNames(lawyer.languages);
  const hasDetails =
    lawyer.expertiseAreas.length > 0 || lawyer.practiceLocations.length > 0 || Boolean(lawyer.bio);
  return (
    <ProfilePage aria-labelledby={PROFILE_TITLE_ID}>
      <BackToDirectory />
      <Summary>
        <LawyerAvatar name={name} pictureUrl={lawyer.profilePictureUrl} />
        <Identity>
          <PageTitle id={PROFILE_TITLE_ID} translate={lawyer.name ? 'no' : undefined}>
            {name}
          </PageTitle>
          <LawyerRating lawyer={lawyer} variant="profile" />
          <Facts>
            <div>
              <dt>{t('profile.experience')}</dt>
              <dd>{t('profile.years', { count: lawyer.yearsExperience })}</dd>
            </div>
            {lawyer.hourlyRate !== null && (
              <div>
                <dt>{t('profile.hourlyRate')}</dt>
                <dd>{t('card.hourlyRate', { amount: formatInr(lawyer.hourlyRate, locale) })}</dd>
              </div>
            )}
            {languages && (
              <div>
                <dt>{t('profile.languages')}</dt>
                <dd>{languages}</dd>
              </div>
            )}
          </Facts>
        </Identity>
        <Button size="lg" onClick={onBook}>
          {t('profile.bookConsultation')}
        </Button>
      </Summary>
      {hasDetails && (
        <Details>
          {lawyer.expertiseAreas.length > 0 && (
            <Section aria-labelledby="lawyer-profile-expertise">
              <h2 id="lawyer-profile-expertise">{t('profile.expertise')}</h2>
              <Tags>
                {lawyer.expertiseAreas.map(specializationLabel).map((area) => (
                  <li key={area.value} translate={area.known ? undefined : 'no'}>
                    <Chip label={area.label} />
                  </li>
                ))}
              </Tags>
            </Section>
          )}
          {lawyer.practiceLocations.length > 0 && (
            <Section aria-labelledby="lawyer-profile-courts">
              <h2 id="lawyer-profile-courts">{t('profile.courts')}</h2>
              <Courts>
                {lawyer.practiceLocations.map(courtLabel).map((court) => (
                  <li key={court.value} translate={court.known ? undefined : 'no'}>
                    {court.label}
                  </li>
                ))}
              </Courts>
            </Section>
          )}
          {lawyer.bio && (
            <Section aria-labelledby="lawyer-profile-about">
              <h2 id="lawyer-profile-about">{t('profile.about')}</h2>
              <Bio translate="no">{lawyer.bio}</Bio>
            </Section>
          )}
        </Details>
      )}
      <Suspense fallback={<ReviewsPlaceholder />}>
        <LawyerReviews lawyer={{ id: lawyer.id, name }} />
      </Suspense>
    </ProfilePage>
  );
}
