import { Badge, Button, Card, CardContent, CardFooter, VisuallyHidden } from '@nyaya/shared-design';
import { useLocale } from '@nyaya/shared-platform';
import { Link } from '@nyaya/shared-platform/router';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { LawyerRating } from './LawyerRating';
import { DISPLAY_LIMITS, formatInr, initials } from './model/format';
import { courtLabel, languageNames, specializationLabel } from './model/labels';
import type { LawyerSummary } from './model/lawyer';
import type { BookedLawyer } from './useBookConsultation';

export interface LawyerCardProps {
  lawyer: LawyerSummary;
  onBook: (lawyer: BookedLawyer) => void;
}

const Body = styled(CardContent)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const avatarSize = '3.5rem';

const AvatarImage = styled.img`
  flex-shrink: 0;
  width: ${avatarSize};
  height: ${avatarSize};
  border-radius: ${({ theme }) => theme.radii.full};
  object-fit: cover;
`;

const AvatarInitials = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${avatarSize};
  height: ${avatarSize};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary.subtle};
  color: ${({ theme }) => theme.colors.primary.base};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const NameBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Name = styled.h3`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const NameLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text.link};
    text-decoration: underline;
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1.5]};
  list-style: none;
  padding: 0;
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};

  dd {
    overflow-wrap: anywhere;
  }
`;

// 'Languages: Hindi, English', the term shown before its names.
const LabelledFact = styled.div`
  dt {
    display: inline;
  }

  dt::after {
    content: ': ';
  }

  dd {
    display: inline;
  }
`;

const Rate = styled.dd`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

function Avatar({ name, url }: { name: string; url: string | null }) {
  // A broken or removed photo falls back to the initials rather than a broken-image icon.
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    // The name is the card's heading right beside it, so the photo adds nothing to read out.
    return <AvatarImage src={url} alt="" loading="lazy" onError={() => setFailed(true)} />;
  }
  return (
    <AvatarInitials aria-hidden="true" translate="no">
      {initials(name)}
    </AvatarInitials>
  );
}

/** One lawyer in the directory grid (docs/product/public-site.md). */
export function LawyerCard({ lawyer, onBook }: LawyerCardProps) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const nameId = useId();
  const name = lawyer.name?.trim() || t('card.unknownLawyer');
  const shownTags = lawyer.expertiseAreas.slice(0, DISPLAY_LIMITS.expertiseTagsOnCard);
  const hiddenTags = lawyer.expertiseAreas.length - shownTags.length;
  const courts = lawyer.practiceLocations.map(courtLabel);
  const languages = languageNames(lawyer.languages);

  return (
    <Card as="article" aria-labelledby={nameId} data-lawyer-card="">
      <Body>
        <Identity>
          <Avatar name={name} url={lawyer.profilePictureUrl} />
          <NameBlock>
            <Name id={nameId} translate={lawyer.name?.trim() ? 'no' : undefined}>
              <NameLink to={`/lawyers/${encodeURIComponent(lawyer.id)}`}>{name}</NameLink>
            </Name>
            <LawyerRating lawyer={lawyer} variant="card" />
          </NameBlock>
        </Identity>

        {lawyer.expertiseAreas.length > 0 && (
          <Tags aria-label={t('card.expertise')}>
            {shownTags.map(specializationLabel).map((area) => (
              <li key={area.value}>
                <Badge tone="primary" translate={area.known ? undefined : 'no'}>
                  {area.label}
                </Badge>
              </li>
            ))}
            {hiddenTags > 0 && (
              <li>
                <Badge>{t('card.moreTags', { count: hiddenTags })}</Badge>
              </li>
            )}
          </Tags>
        )}

        <Facts>
          <VisuallyHidden as="dt">{t('card.experience')}</VisuallyHidden>
          <dd>{t('card.years', { count: lawyer.yearsExperience })}</dd>
          {courts.length > 0 && (
            <>
              <VisuallyHidden as="dt">{t('card.location')}</VisuallyHidden>
              <dd translate={courts.every((court) => court.known) ? undefined : 'no'}>
                {courts.map((court) => court.label).join(', ')}
              </dd>
            </>
          )}
          {languages && (
            <LabelledFact>
              <dt>{t('card.languages')}</dt>
              <dd>{languages}</dd>
            </LabelledFact>
          )}
          {lawyer.hourlyRate !== null && (
            <>
              <VisuallyHidden as="dt">{t('card.rate')}</VisuallyHidden>
              <Rate>{t('card.hourlyRate', { amount: formatInr(lawyer.hourlyRate, locale) })}</Rate>
            </>
          )}
        </Facts>
      </Body>
      <CardFooter>
        <Button fullWidth aria-describedby={nameId} onClick={() => onBook({ id: lawyer.id, name })}>
          {t('card.bookConsultation')}
        </Button>
      </CardFooter>
    </Card>
  );
}
