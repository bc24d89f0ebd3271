import { useEffect } from 'react';
import type { EarlyInput } from './earlyInput';

/**
 * Rendered after the app (bootstrap.tsx): its effect runs once React's first commit is in the
 * document, hydrated or rendered afresh, which is when the live page can take over what the
 * visitor did on the HTML (earlyInput.ts).
 */
export function EarlyInputHandover({ earlyInput }: { earlyInput: EarlyInput }) {
  useEffect(() => {
    earlyInput.handOver();
  }, [earlyInput]);
  return null;
}
