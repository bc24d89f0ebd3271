import { DevHost } from './dev-host/DevHost';
import { startDevHost } from '@nyaya/shared-platform/dev-host';

// The standalone page for the mf_case_room team; the shell loads only src/exposes/.
void startDevHost(<DevHost />);
