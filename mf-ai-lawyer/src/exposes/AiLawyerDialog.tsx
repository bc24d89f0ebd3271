import type { OverlayProps } from '@nyaya/shared-platform';
import type { ComponentType } from 'react';
import { AiLawyerDialog } from '../features/ai-lawyer/AiLawyerDialog';

/** Contract with the shell: rendered for the `{ kind: 'ai-lawyer' }` overlay intent. */
export default AiLawyerDialog satisfies ComponentType<OverlayProps<'ai-lawyer'>>;
