import type { OverlayProps } from '@nyaya/shared-platform';
import type { ComponentType } from 'react';
import { ComplaintDialog } from '../features/complaint/ComplaintDialog';

/** Contract with the shell: rendered for the `{ kind: 'complaint' }` overlay intent. */
export default ComplaintDialog satisfies ComponentType<OverlayProps<'complaint'>>;
