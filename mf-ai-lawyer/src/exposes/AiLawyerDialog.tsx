import type { ExposedComponent } from '@nyaya/shared-platform';
import { AiLawyerOverlay } from '../features/ai-lawyer/AiLawyerOverlay';

export default AiLawyerOverlay satisfies ExposedComponent<'mf_ai_lawyer', './AiLawyerDialog'>;
