import { useId } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import type { LawyerProfile } from '../model/lawyerProfile';

// The reviewer's own words, line breaks included.
const Note = styled.figure`
  margin: 0;
  width: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  blockquote {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.text.primary};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** The reviewer's note a lawyer reads: only with a rejection or a request to update. */
export function reviewNoteOf(profile: LawyerProfile | null | undefined): string | null {
  const turnedBack =
    profile?.approvalStatus === 'rejected' || profile?.approvalStatus === 'reverify';
  return turnedBack ? profile.reviewNote : null;
}

/** What the reviewer wrote with their decision, when the lawyer should read it; else nothing. */
export function ReviewNote({
  profile,
  className,
}: {
  profile: LawyerProfile | null | undefined;
  className?: string;
}) {
  const { t } = useRemoteTranslation();
  const captionId = useId();
  const note = reviewNoteOf(profile);
  if (!note) return null;
  return (
    <Note aria-labelledby={captionId} className={className}>
      <figcaption id={captionId}>{t('dashboard.reviewNote')}</figcaption>
      <blockquote>{note}</blockquote>
    </Note>
  );
}
