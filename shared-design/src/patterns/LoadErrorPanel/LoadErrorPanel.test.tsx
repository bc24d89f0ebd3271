import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test-utils/axe';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { LoadErrorPanel, type LoadErrorPanelProps } from './LoadErrorPanel';

function renderPanel(props: Partial<LoadErrorPanelProps> = {}) {
  const onRetry = vi.fn();
  const view = renderWithTheme(
    <LoadErrorPanel
      title="Your requests could not be loaded"
      message="You appear to be offline."
      retryLabel="Try again"
      retryingLabel="Loading…"
      retrying={false}
      onRetry={onRetry}
      {...props}
    />,
  );
  return { onRetry, ...view };
}

describe('LoadErrorPanel', () => {
  it('is a region named by its heading, with the reason as an alert', () => {
    renderPanel();
    const region = screen.getByRole('region', { name: 'Your requests could not be loaded' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Your requests could not be loaded',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You appear to be offline.');
    expect(region).toContainElement(screen.getByRole('button', { name: 'Try again' }));
  });

  it('retries from the keyboard', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderPanel();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps focus on the button while retrying, and does not retry twice', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderPanel({ retrying: true });
    const button = screen.getByRole('button', { name: 'Loading…' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    renderPanel();
    expect(await axeViolations()).toEqual([]);
  });
});
