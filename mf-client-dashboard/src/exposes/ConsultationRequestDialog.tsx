import type { OverlayProps } from '@nyaya/shared-platform';
import type { ComponentType } from 'react';
import { ConsultationRequestDialog } from '../features/consultation-request/ConsultationRequestDialog';

/** Contract with the shell: rendered for the `{ kind: 'consultation-request', lawyer? }` intent. */
export default ConsultationRequestDialog satisfies ComponentType<
  OverlayProps<'consultation-request'>
>;
