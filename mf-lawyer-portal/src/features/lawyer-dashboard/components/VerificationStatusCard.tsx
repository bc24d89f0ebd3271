import { Badge, Card, CardDescription, CardHeader, CardTitle } from '@nyaya/shared-design';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { APPROVAL_BADGE_TONES, approvalStatusKey } from '../lawyer-profile/model/approvalStatus';
import type { LawyerProfile } from '../lawyer-profile/model/lawyerProfile';

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
          <Badge tone={APPROVAL_BADGE_TONES[status]}>{t(`approvalStatus.${status}.badge`)}</Badge>
        </TitleRow>
        <CardDescription>{t(`approvalStatus.${status}.text`)}</CardDescription>
      </CardHeader>
    </StatusCard>
  );
}
