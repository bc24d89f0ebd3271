import { isRequestStatus, type RequestStatus } from '@nyaya/db';
import { Badge, type Tone } from '@nyaya/shared-design';
import { useTranslation } from 'react-i18next';

/** The colour of each request status badge; its label is `common:requestStatus.<status>`. */
export const REQUEST_STATUS_TONES = {
  pending: 'warning',
  assigned: 'info',
  scheduled: 'accent',
  completed: 'success',
  cancelled: 'neutral',
} as const satisfies Readonly<Record<RequestStatus, Tone>>;

export interface RequestStatusBadgeProps {
  /** The request's status as stored; a value the product does not know is shown raw. */
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
