import type { ExposedComponent } from '@nyaya/shared-platform';
import { withPlatformQuery } from '@nyaya/shared-platform/query';
import { CallbackDialog } from '../features/callback/CallbackDialog';

// The form's submission is a react-query mutation, which arrives with this module (ADR 0007).
export default withPlatformQuery(CallbackDialog) satisfies ExposedComponent<
  'mf_support_widgets',
  './CallbackDialog'
>;
