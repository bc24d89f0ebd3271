import type { OverlayProps } from '@nyaya/shared-platform';
import type { ComponentType } from 'react';
import { SignInRequiredDialog } from '../features/sign-in-required/SignInRequiredDialog';

/** Contract with the shell: rendered for the `{ kind: 'sign-in-required' }` overlay intent. */
export default SignInRequiredDialog satisfies ComponentType<OverlayProps<'sign-in-required'>>;
