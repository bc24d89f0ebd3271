import { useState } from 'react';
import CallbackDialog from '../exposes/CallbackDialog';
import ComplaintDialog from '../exposes/ComplaintDialog';
import FloatingHelp, { type HelpEntryId } from '../exposes/FloatingHelp';

type OpenDialog = 'callback' | 'complaint' | null;

/** Everything this remote exposes, rendered alone so the team can work without the other apps. */
export function DevHost() {
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const [lastSelection, setLastSelection] = useState<HelpEntryId | null>(null);
  const close = () => setOpenDialog(null);

  const onHelpSelect = (entry: HelpEntryId) => {
    setLastSelection(entry);
    // The spec routes "File Complaint" in the help menu to the callback dialog.
    if (entry === 'file-complaint') setOpenDialog('callback');
  };

  return (
    <>
      <header>
        <strong>mf_support_widgets</strong> standalone dev host
        <button type="button" onClick={() => setOpenDialog('callback')}>
          Open CallbackDialog
        </button>
        <button type="button" onClick={() => setOpenDialog('complaint')}>
          Open ComplaintDialog
        </button>
      </header>
      <main>
        <p>Last help menu selection: {lastSelection ?? 'none'}</p>
      </main>
      <FloatingHelp onSelect={onHelpSelect} />
      {openDialog === 'callback' && <CallbackDialog onClose={close} />}
      {openDialog === 'complaint' && <ComplaintDialog onClose={close} />}
    </>
  );
}
