import type { ExposedComponent } from '@nyaya/shared-platform';
import { ComplaintDialog } from '../features/complaint/ComplaintDialog';

export default ComplaintDialog satisfies ExposedComponent<
  'mf_support_widgets',
  './ComplaintDialog'
>;
