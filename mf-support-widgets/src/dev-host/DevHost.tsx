import { Button } from '@nyaya/shared-design';
import { useOverlays } from '@nyaya/shared-platform';
import CallbackDialog from '../exposes/CallbackDialog';
import ComplaintDialog from '../exposes/ComplaintDialog';
import FloatingHelp from '../exposes/FloatingHelp';
import { REMOTE_NAME } from '../remote';
import { DevHostFrame } from '@nyaya/shared-platform/dev-host';

/** Everything mf_support_widgets exposes: the help menu (bottom right) and its two dialogs. */
export function DevHost() {
  const open = useOverlays((state) => state.open);
  const actions = (
    <>
      <Button size="sm" variant="outline" onClick={() => open({ kind: 'callback' })}>
        Open callback dialog
      </Button>
      <Button size="sm" variant="outline" onClick={() => open({ kind: 'complaint' })}>
        Open complaint dialog
      </Button>
    </>
  );
  return (
    <DevHostFrame
      remote={REMOTE_NAME}
      actions={actions}
      overlays={{ callback: CallbackDialog, complaint: ComplaintDialog }}
    >
      <FloatingHelp />
    </DevHostFrame>
  );
}
