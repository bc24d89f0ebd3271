import { Button } from '@nyaya/shared-design';
import { openAiLawyer, useOverlays } from '@nyaya/shared-platform';
import AiLawyerDialog from '../exposes/AiLawyerDialog';
import SignInRequiredDialog from '../exposes/SignInRequiredDialog';
import { REMOTE_NAME } from '../remote';
import { DevHostFrame } from '@nyaya/shared-platform/dev-host';

/** The overlay kinds this remote owns, rendered the way the shell renders them. */
function OwnOverlays() {
  const { current, close } = useOverlays();
  if (current?.kind === 'ai-lawyer') return <AiLawyerDialog intent={current} onClose={close} />;
  if (current?.kind === 'sign-in-required') {
    return <SignInRequiredDialog intent={current} onClose={close} />;
  }
  return null;
}

/** Everything mf_ai_lawyer exposes: its two dialogs, opened the way the site opens them. */
export function DevHost() {
  const open = useOverlays((state) => state.open);
  const actions = (
    <>
      <Button size="sm" onClick={openAiLawyer}>
        AI Lawyer (as the header opens it)
      </Button>
      <Button size="sm" variant="outline" onClick={() => open({ kind: 'ai-lawyer' })}>
        Open ai-lawyer
      </Button>
      <Button size="sm" variant="outline" onClick={() => open({ kind: 'sign-in-required' })}>
        Open sign-in-required
      </Button>
    </>
  );
  return (
    <DevHostFrame remote={REMOTE_NAME} actions={actions}>
      <OwnOverlays />
    </DevHostFrame>
  );
}
