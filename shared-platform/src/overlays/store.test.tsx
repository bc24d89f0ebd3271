import { act, renderHook } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import {
  useOverlays,
  type ExposedComponent,
  type ExposedName,
  type OverlayIntent,
  type OverlayProps,
} from './store';

afterEach(() => useOverlays.getState().close());

// The kinds and exposes used here are declared for this package's tests in src/test/intents.d.ts,
// as each app declares its own in its src/contract.ts.
describe('overlay intents', () => {
  it('opens, replaces and closes the current overlay', () => {
    const { result } = renderHook(() => useOverlays());
    expect(result.current.current).toBeNull();

    act(() => result.current.open({ kind: 'other-dialog' }));
    expect(result.current.current).toEqual({ kind: 'other-dialog' });

    act(() => result.current.open({ kind: 'example-dialog', note: 'hello' }));
    expect(result.current.current).toEqual({ kind: 'example-dialog', note: 'hello' });

    act(() => result.current.close());
    expect(result.current.current).toBeNull();
  });

  it('types intents and overlay props from the declared kinds', () => {
    expectTypeOf<OverlayIntent>().toEqualTypeOf<
      { kind: 'example-dialog'; note?: string } | { kind: 'other-dialog' }
    >();
    expectTypeOf<OverlayProps<'example-dialog'>['intent']>().toEqualTypeOf<{
      kind: 'example-dialog';
      note?: string;
    }>();
    expectTypeOf<OverlayProps<'other-dialog'>['onClose']>().toEqualTypeOf<() => void>();
    // @ts-expect-error an undeclared kind is not an intent
    useOverlays.getState().open({ kind: 'no-such-dialog' });
  });

  it("types a remote's exposed modules from its declared contract", () => {
    expectTypeOf<ExposedName<'mf_directory'>>().toEqualTypeOf<
      './ExamplePage' | './ExampleDialog'
    >();
    expectTypeOf<ExposedComponent<'mf_directory', './ExampleDialog'>>().toEqualTypeOf<
      ComponentType<OverlayProps<'example-dialog'>>
    >();
    expectTypeOf<ExposedName<'mf_ai_lawyer'>>().toBeNever();
  });
});
