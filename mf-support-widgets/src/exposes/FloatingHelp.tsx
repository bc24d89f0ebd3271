import type { ExposedComponent } from '@nyaya/shared-platform';
import { FloatingHelp } from '../features/floating-help/FloatingHelp';

export default FloatingHelp satisfies ExposedComponent<'mf_support_widgets', './FloatingHelp'>;
