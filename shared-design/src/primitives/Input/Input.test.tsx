import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { Input } from './Input';

describe('Input', () => {
  it('accepts typing and reports changes', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <Input
        aria-label="Search"
        placeholder="Search by lawyer name or location..."
        onChange={onChange}
      />,
    );

    const input = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(input, 'Delhi');

    expect(input).toHaveValue('Delhi');
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('forwards its ref to the <input> (react-hook-form register)', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<Input ref={ref} name="email" aria-label="Email" />);

    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(ref.current).toHaveAttribute('name', 'email');
  });

  it('keeps its own aria props outside a Field', () => {
    renderWithTheme(<Input aria-label="Phone" aria-invalid="true" />);

    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('can be disabled', () => {
    renderWithTheme(<Input aria-label="Name" disabled />);

    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  });
});
