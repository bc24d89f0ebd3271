import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { ReviewNote } from '../lawyer-profile/components/ReviewNote';
import { approvalStatusKey } from '../lawyer-profile/model/approvalStatus';
import type { LawyerProfile } from '../lawyer-profile/model/lawyerProfile';
import type { VerificationValues } from '../lawyer-profile/model/verificationSchema';
import { VerificationForm } from './components/VerificationForm';
import { useSubmitVerification } from './hooks/useSubmitVerification';
import { useVerificationDraft } from './hooks/useVerificationDraft';
import { formValuesOf } from './model/verificationForm';

const NoteAboveForm = styled(ReviewNote)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export interface VerificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The lawyer's stored profile; null before the first verification. */
  profile: LawyerProfile | null;
  /** The signed-in lawyer (the profile's id). */
  userId: string;
}

/**
 * The verification dialog (docs/product/lawyer-portal.md). Its title, description and submit
 * button follow the approval status; an update starts from the stored profile. What is typed
 * is kept while this component stays mounted, so closing and reopening loses nothing; after a
 * successful submit the next opening starts from the stored profile again.
 */
export function VerificationDialog({
  open,
  onOpenChange,
  profile,
  userId,
}: VerificationDialogProps) {
  const { t } = useRemoteTranslation();
  const draft = useVerificationDraft(userId);
  const { submit, isSubmitting } = useSubmitVerification(userId, profile);

  // The texts of the status the dialog was opened for: a successful submit makes the profile
  // pending, and the dialog must not change its title while it closes.
  const status = approvalStatusKey(profile?.approvalStatus);
  const [shownStatus, setShownStatus] = useState(status);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setShownStatus(status);
  }

  const onSubmit = async (values: VerificationValues) => {
    const outcome = await submit(values);
    if (outcome.status === 'submitted') {
      draft.clear();
      onOpenChange(false);
    }
    return outcome;
  };

  const initialValues = useCallback(() => draft.read() ?? formValuesOf(profile), [draft, profile]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t(`verification.title.${shownStatus}`)}
        description={t(`verification.description.${shownStatus}`)}
        closeLabel={t('common:close')}
      >
        {/* What to correct, in the reviewer's words, next to the fields to correct. */}
        <NoteAboveForm profile={profile} />
        <VerificationForm
          initialValues={initialValues}
          submitLabel={t(`verification.submit.${shownStatus}`)}
          submitting={isSubmitting}
          onSubmit={onSubmit}
          onValuesChange={draft.save}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
