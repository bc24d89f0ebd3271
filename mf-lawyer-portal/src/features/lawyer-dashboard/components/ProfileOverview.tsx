import { Badge, Card, CardContent, CardHeader, CardTitle } from '@nyaya/shared-design';
import { domainLabel } from '@nyaya/shared-platform';
import { useId } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import type { LawyerProfile } from '../../lawyer-profile/model/lawyerProfile';

export interface ProfileOverviewProps {
  profile: LawyerProfile | null;
}

// A definition list: a screen reader reads each detail as its name, then its value.
const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Detail = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.primary};
    overflow-wrap: anywhere;
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

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

type DomainGroup = Parameters<typeof domainLabel>[0];

/** Values of one of the product's lists, each shown by its label in the page's language. */
function TagList({ group, items }: { group: DomainGroup; items: readonly string[] }) {
  return (
    <Tags>
      {items.map((item) => (
        <li key={item}>
          <Badge tone="neutral">{domainLabel(group, item)}</Badge>
        </li>
      ))}
    </Tags>
  );
}

/**
 * What the lawyer submitted for verification (the profile overview): the lists' values by their
 * labels in the page's language, the BAR Council ID as written.
 */
export function ProfileOverview({ profile }: ProfileOverviewProps) {
  const { t } = useRemoteTranslation();
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {t('overview.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {profile ? (
          <Details>
            <Detail>
              <dt>{t('overview.barCouncilId')}</dt>
              <dd translate="no">{profile.barCouncilId}</dd>
            </Detail>
            <Detail>
              <dt>{t('overview.yearsExperience')}</dt>
              <dd>{t('overview.years', { count: profile.yearsExperience })}</dd>
            </Detail>
            <Detail>
              <dt>{t('overview.practiceLocations')}</dt>
              <dd>
                <TagList group="courts" items={profile.practiceLocations} />
              </dd>
            </Detail>
            <Detail>
              <dt>{t('overview.expertiseAreas')}</dt>
              <dd>
                <TagList group="specializations" items={profile.expertiseAreas} />
              </dd>
            </Detail>
            {/* Profiles submitted before the field existed have none until their next update. */}
            {profile.languages.length > 0 && (
              <Detail>
                <dt>{t('overview.languages')}</dt>
                <dd>
                  <TagList group="languages" items={profile.languages} />
                </dd>
              </Detail>
            )}
          </Details>
        ) : (
          <Empty>{t('overview.notSubmitted')}</Empty>
        )}
      </CardContent>
    </Card>
  );
}
