import type { ExposedComponent } from '@nyaya/shared-platform';
import { ConsultationRequestDialog } from '../features/consultation-request/ConsultationRequestDialog';

export default ConsultationRequestDialog satisfies ExposedComponent<
  'mf_client_dashboard',
  './ConsultationRequestDialog'
>;
