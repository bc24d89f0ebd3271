import { lazy } from 'react';

/** The page and its form code load only on /reset-password. */
export const ResetPasswordPage = lazy(() => import('./ResetPasswordPage'));
export { moveRecoveryReturnToResetPage } from './recoveryReturn';
