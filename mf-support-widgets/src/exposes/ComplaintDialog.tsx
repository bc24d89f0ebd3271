import type { ExposedComponent } from '@nyaya/shared-platform';
import { withPlatformQuery } from '@nyaya/shared-platform/query';
import { ComplaintDialog } from '../features/complaint/ComplaintDialog';

// The form's submission is a react-query mutation, which arrives with this module (ADR 0007).
export default withPlatformQuery(ComplaintDialog) satisfies ExposedComponent<
  'mf_support_widgets',
  './ComplaintDialog'
>;
