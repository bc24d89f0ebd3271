import { Badge } from '@nyaya/shared-design';
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUS_TONES, isRequestStatus } from './statuses';

export interface RequestStatusBadgeProps {
  /** The request's status as stored; a value the product does not know is shown raw (spec section 4). */
  status: string;
}

/**
 * A consultation request's status badge, the same wherever requests are listed (the client's
 * and the lawyer's dashboards): label and colour change with the status list of the database.
 */
export function RequestStatusBadge({ status }: RequestStatusBadgeProps) {
  const { t } = useTranslation('common');
  if (!isRequestStatus(status)) return <Badge tone="neutral">{status}</Badge>;
  return <Badge tone={REQUEST_STATUS_TONES[status]}>{t(`requestStatus.${status}`)}</Badge>;
}
