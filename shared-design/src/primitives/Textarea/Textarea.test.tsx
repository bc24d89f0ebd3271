import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('shows 4 rows by default', () => {
    renderWithTheme(<Textarea aria-label="Case Description" />);

    expect(screen.getByRole('textbox', { name: 'Case Description' })).toHaveAttribute('rows', '4');
  });

  it('honours the rows prop', () => {
    renderWithTheme(<Textarea aria-label="Bio" rows={3} />);

    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveAttribute('rows', '3');
  });

  it('accepts multi-line text', async () => {
    renderWithTheme(<Textarea aria-label="Complaint Details" />);

    const textarea = screen.getByRole('textbox', { name: 'Complaint Details' });
    await userEvent.type(textarea, 'Line one{Enter}Line two');

    expect(textarea).toHaveValue('Line one\nLine two');
  });
});
