import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@nyaya/shared-design';
import { useId } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import {
  APPROVAL_BADGE_TONES,
  approvalStatusKey,
  hasVerificationAction,
} from '../../lawyer-profile/model/approvalStatus';
import { ReviewNote, reviewNoteOf } from '../../lawyer-profile/components/ReviewNote';
import type { LawyerProfile } from '../../lawyer-profile/model/lawyerProfile';

export interface VerificationStatusCardProps {
  profile: LawyerProfile | null;
  /** Opens the verification dialog (the card's action, for statuses that have one). */
  onVerify: () => void;
}

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StatusCard = styled(Card)`
  padding-bottom: ${({ theme }) => theme.space[6]};
`;

const Body = styled(CardContent)`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * The verification badge, text and action (docs/product/lawyer-portal.md) for the lawyer's profile
 * ('Not Verified' without one). A rejected lawyer, or one asked to update, also sees the reviewer's
 * note when the reviewer left one.
 */
export function VerificationStatusCard({ profile, onVerify }: VerificationStatusCardProps) {
  const { t } = useRemoteTranslation();
  const titleId = useId();
  const status = approvalStatusKey(profile?.approvalStatus);
  const showBody = reviewNoteOf(profile) !== null || hasVerificationAction(status);

  return (
    <StatusCard as="section" aria-labelledby={titleId}>
      <CardHeader>
        <TitleRow>
          <CardTitle as="h2" id={titleId}>
            {t('dashboard.verificationStatus')}
          </CardTitle>
          <Badge tone={APPROVAL_BADGE_TONES[status]}>{t(`approvalStatus.${status}.badge`)}</Badge>
        </TitleRow>
        <CardDescription>{t(`approvalStatus.${status}.text`)}</CardDescription>
      </CardHeader>
      {showBody && (
        <Body>
          <ReviewNote profile={profile} />
          {hasVerificationAction(status) && (
            <Button onClick={onVerify}>{t(`approvalStatus.${status}.action`)}</Button>
          )}
        </Body>
      )}
    </StatusCard>
  );
}
