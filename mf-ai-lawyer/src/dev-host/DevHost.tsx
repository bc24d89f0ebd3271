import { Button } from '@nyaya/shared-design';
import { useOverlays } from '@nyaya/shared-platform';
import { Link, Route, Routes } from '@nyaya/shared-platform/router';
import AiLawyerDialog from '../exposes/AiLawyerDialog';
import ConsultationHistoryPage from '../exposes/ConsultationHistoryPage';
import SignInRequiredDialog from '../exposes/SignInRequiredDialog';
import { REMOTE_NAME } from '../remote';
import { DevHostFrame } from '@nyaya/shared-platform/dev-host';

const HISTORY_PATH = '/ai-consultations';

/**
 * Everything mf_ai_lawyer exposes: its two dialogs, opened the way the site opens them, and the
 * consultation history page at its route (signed-in users; the shell guards it in the site).
 */
export function DevHost() {
  const open = useOverlays((state) => state.open);
  const actions = (
    <>
      <Button size="sm" onClick={() => open({ kind: 'ai-lawyer' })}>
        Open ai-lawyer (as the header opens it)
      </Button>
      <Button size="sm" variant="outline" onClick={() => open({ kind: 'sign-in-required' })}>
        Open sign-in-required
      </Button>
      <Link to={HISTORY_PATH}>Go to {HISTORY_PATH}</Link>
    </>
  );
  return (
    <DevHostFrame
      remote={REMOTE_NAME}
      actions={actions}
      overlays={{ 'ai-lawyer': AiLawyerDialog, 'sign-in-required': SignInRequiredDialog }}
    >
      {/* Only the page has a route here: the dialogs open anywhere, as in the site. */}
      <Routes>
        <Route path={HISTORY_PATH} element={<ConsultationHistoryPage />} />
        <Route path="*" element={null} />
      </Routes>
    </DevHostFrame>
  );
}
