import type { ComponentType } from 'react';
import { FloatingHelp } from '../features/floating-help/FloatingHelp';

/** Contract with the shell: mounted once on every page, no props. */
export default FloatingHelp satisfies ComponentType;
