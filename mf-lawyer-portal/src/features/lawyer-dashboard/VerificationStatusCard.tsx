import {
  Badge,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  type Tone,
} from '@nyaya/shared-design';
import {
  approvalStatusKey,
  type ApprovalStatusKey,
  type LawyerProfile,
} from '@nyaya/shared-platform';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';

const BADGE_TONES: Record<ApprovalStatusKey, Tone> = {
  none: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  reverify: 'accent',
};

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

/** The verification badge and text of spec section 4 for the lawyer's profile (none without one). */
export function VerificationStatusCard({ profile }: { profile: LawyerProfile | null }) {
  const { t } = useRemoteTranslation();
  const status = approvalStatusKey(profile?.approvalStatus);
  return (
    <StatusCard as="section" aria-labelledby="verification-status-title">
      <CardHeader>
        <TitleRow>
          <CardTitle as="h2" id="verification-status-title">
            {t('dashboard.verificationStatus')}
          </CardTitle>
          <Badge tone={BADGE_TONES[status]}>{t(`common:approvalStatus.${status}.badge`)}</Badge>
        </TitleRow>
        <CardDescription>{t(`common:approvalStatus.${status}.text`)}</CardDescription>
      </CardHeader>
    </StatusCard>
  );
}
