import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('stays in the accessible name while being clipped out of view', () => {
    renderWithTheme(
      <button type="button">
        <span aria-hidden="true">☎</span>
        <VisuallyHidden>Call Us</VisuallyHidden>
      </button>,
    );

    expect(screen.getByRole('button', { name: 'Call Us' })).toBeInTheDocument();
    expect(screen.getByText('Call Us')).toHaveStyle({ position: 'absolute', width: '1px' });
  });
});
