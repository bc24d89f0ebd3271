import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

const seen: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'after' : 'before'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p>before</p>');
  });

  it('is true in a browser render that hydrates nothing', () => {
    seen.length = 0;
    render(<Probe />);
    expect(seen).toEqual([true]);
    expect(screen.getByText('after')).toBeInTheDocument();
  });

  it('is false while hydrating the server markup, then true', async () => {
    seen.length = 0;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <Probe />));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('after');
    act(() => root.unmount());
    container.remove();
  });
});
