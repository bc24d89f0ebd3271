import type { ComponentType } from 'react';
import { vi } from 'vitest';

/**
 * A stand-in for the federation loader (federation/lazy-remote.ts): each exposed module is a
 * small component that names itself and shows the props it got. `fail(id, times)` makes the
 * next loads of that module reject.
 */
export function createFakeRemotes() {
  const failures = new Map<string, number>();
  const loads: string[] = [];

  const componentFor = (id: string): ComponentType<Record<string, unknown>> => {
    function FakeRemote(props: Record<string, unknown>) {
      const intent = props.intent as { kind?: string } | undefined;
      return (
        <div data-testid="remote" data-module={id}>
          {id}
          {intent ? ` intent:${intent.kind}` : ''}
          {typeof props.onClose === 'function' && (
            <button type="button" onClick={props.onClose as () => void}>
              Close {id}
            </button>
          )}
        </div>
      );
    }
    return FakeRemote;
  };

  const loadRemoteComponent = vi.fn(async (id: string) => {
    loads.push(id);
    const remaining = failures.get(id) ?? 0;
    if (remaining > 0) {
      failures.set(id, remaining - 1);
      throw new Error(`Could not load ${id}`);
    }
    return { default: componentFor(id) };
  });

  return {
    loadRemoteComponent,
    loads,
    fail(id: string, times = 1) {
      failures.set(id, times);
    },
  };
}
