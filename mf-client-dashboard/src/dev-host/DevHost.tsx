import { Button } from '@nyaya/shared-design';
import { useOverlays } from '@nyaya/shared-platform';
import ClientDashboardPage from '../exposes/ClientDashboardPage';
import ConsultationRequestDialog from '../exposes/ConsultationRequestDialog';
import RateConsultationDialog from '../exposes/RateConsultationDialog';
import { REMOTE_NAME } from '../remote';
import { DevHostFrame, DevHostRoutes } from '@nyaya/shared-platform/dev-host';

/**
 * Everything mf_client_dashboard exposes: the dashboard (clients only), the request dialog and the
 * rating dialog (opened from a completed request's card).
 */
export function DevHost() {
  const open = useOverlays((state) => state.open);
  const actions = (
    <Button size="sm" variant="outline" onClick={() => open({ kind: 'consultation-request' })}>
      Open consultation request (any lawyer)
    </Button>
  );
  return (
    <DevHostFrame
      remote={REMOTE_NAME}
      actions={actions}
      overlays={{
        'consultation-request': ConsultationRequestDialog,
        'rate-consultation': RateConsultationDialog,
      }}
    >
      <DevHostRoutes path="/client-dashboard" page={<ClientDashboardPage />} />
    </DevHostFrame>
  );
}
