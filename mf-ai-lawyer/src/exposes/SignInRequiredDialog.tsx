import type { ExposedComponent } from '@nyaya/shared-platform';
import { SignInRequiredDialog } from '../features/sign-in-required/SignInRequiredDialog';

export default SignInRequiredDialog satisfies ExposedComponent<
  'mf_ai_lawyer',
  './SignInRequiredDialog'
>;
