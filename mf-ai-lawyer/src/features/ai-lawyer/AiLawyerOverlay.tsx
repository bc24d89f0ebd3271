import { useCurrentUser, type OverlayProps } from '@nyaya/shared-platform';
import { SignInRequiredDialog } from '../sign-in-required/SignInRequiredDialog';
import { AiLawyerDialog } from './AiLawyerDialog';

/**
 * What the `ai-lawyer` intent shows: the voice dialog to a signed-in user, 'Sign In Required'
 * to everyone else (docs/product/ai-lawyer.md). Deciding here keeps the rule with this remote, so
 * whoever opens the intent (header, landing page, floating help) needs to know nothing of it.
 */
export function AiLawyerOverlay({ onClose }: OverlayProps<'ai-lawyer'>) {
  const { status } = useCurrentUser();
  // A stored session is still being read: decide when it is known, never on a guess.
  if (status === 'loading') return null;
  if (status === 'signedIn') return <AiLawyerDialog onClose={onClose} />;
  return <SignInRequiredDialog onClose={onClose} />;
}
