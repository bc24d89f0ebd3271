// embed/frame.html's script: the partner widget's forms, in a frame of our own origin
// (docs/adr/0022).
import { startFrame } from './features/partner-embed/frame/startFrame';

void startFrame().catch((error: unknown) =>
  console.error('[NyayaConnect support widget] The support frame could not start.', error),
);
