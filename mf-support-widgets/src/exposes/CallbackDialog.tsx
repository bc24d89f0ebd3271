import type { OverlayProps } from '@nyaya/shared-platform';
import type { ComponentType } from 'react';
import { CallbackDialog } from '../features/callback/CallbackDialog';

/** Contract with the shell: rendered for the `{ kind: 'callback' }` overlay intent. */
export default CallbackDialog satisfies ComponentType<OverlayProps<'callback'>>;
