import { useState } from 'react';
import AiLawyerDialog from '../exposes/AiLawyerDialog';
import SignInRequiredDialog from '../exposes/SignInRequiredDialog';

type OpenDialog = 'ai-lawyer' | 'sign-in-required' | null;

/** Everything this remote exposes, rendered alone so the team can work without the other apps. */
export function DevHost() {
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const close = () => setOpenDialog(null);
  return (
    <>
      <header>
        <strong>mf_ai_lawyer</strong> standalone dev host
        <button type="button" onClick={() => setOpenDialog('ai-lawyer')}>
          Open AiLawyerDialog
        </button>
        <button type="button" onClick={() => setOpenDialog('sign-in-required')}>
          Open SignInRequiredDialog
        </button>
      </header>
      {openDialog === 'ai-lawyer' && <AiLawyerDialog onClose={close} />}
      {openDialog === 'sign-in-required' && <SignInRequiredDialog onClose={close} />}
    </>
  );
}
