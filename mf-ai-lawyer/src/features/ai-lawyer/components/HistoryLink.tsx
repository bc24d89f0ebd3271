import { Link } from '@nyaya/shared-platform/router';
import styled from 'styled-components';

/** Where the history page lives (mf_ai_lawyer's ConsultationHistoryPage in the shell's routes). */
export const CONSULTATION_HISTORY_PATH = '/ai-consultations';

/** A link to the user's saved consultations; `onClick` closes the dialog as it navigates. */
export const HistoryLink = styled(Link).attrs({ to: CONSULTATION_HISTORY_PATH })`
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;

  &:hover {
    color: ${({ theme }) => theme.colors.text.linkHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
