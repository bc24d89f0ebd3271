import { Button } from '@nyaya/shared-design';
import { useOverlays } from '@nyaya/shared-platform';
import AiLawyerDialog from '../exposes/AiLawyerDialog';
import SignInRequiredDialog from '../exposes/SignInRequiredDialog';
import { REMOTE_NAME } from '../remote';
import { DevHostFrame } from '@nyaya/shared-platform/dev-host';

/** Everything mf_ai_lawyer exposes: its two dialogs, opened the way the site opens them. */
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
    </>
  );
  return (
    <DevHostFrame
      remote={REMOTE_NAME}
      actions={actions}
      overlays={{ 'ai-lawyer': AiLawyerDialog, 'sign-in-required': SignInRequiredDialog }}
    />
  );
}
