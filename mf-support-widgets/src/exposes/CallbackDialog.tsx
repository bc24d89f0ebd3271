import type { ExposedComponent } from '@nyaya/shared-platform';
import { CallbackDialog } from '../features/callback/CallbackDialog';

export default CallbackDialog satisfies ExposedComponent<'mf_support_widgets', './CallbackDialog'>;
