import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { Dialog, DialogContent } from '../Dialog/Dialog';
import { Field } from '../Field/Field';
import { Select, type SelectOption } from './Select';

const ratingOptions: SelectOption[] = [
  { value: 'any', label: 'Any rating' },
  { value: '4', label: '4+ stars' },
  { value: '3', label: '3+ stars' },
  { value: '2', label: '2+ stars', disabled: true },
];

function RatingSelect({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Minimum rating"
      placeholder="Any rating"
      options={ratingOptions}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

describe('Select', () => {
  it('is a combobox named by its label that shows the placeholder', () => {
    renderWithTheme(<RatingSelect />);

    const trigger = screen.getByRole('combobox', { name: 'Minimum rating' });
    expect(screen.getByLabelText('Minimum rating')).toBe(trigger);
    expect(trigger).toHaveTextContent('Any rating');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on click and picks an option', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<RatingSelect onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Minimum rating' });

    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any rating',
      '4+ stars',
      '3+ stars',
      '2+ stars',
    ]);

    await userEvent.click(screen.getByRole('option', { name: '4+ stars' }));

    expect(onValueChange).toHaveBeenCalledWith('4');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(trigger).toHaveTextContent('4+ stars');
  });

  it('opens and picks with the keyboard', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<RatingSelect onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Minimum rating' });

    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Any rating' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(onValueChange).toHaveBeenCalledWith('3');
    expect(trigger).toHaveTextContent('3+ stars');
  });

  it('does not pick disabled options', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<RatingSelect onValueChange={onValueChange} />);

    await userEvent.click(screen.getByRole('combobox', { name: 'Minimum rating' }));
    const disabled = await screen.findByRole('option', { name: '2+ stars' });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled);

    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('limits the popup height to 24rem', async () => {
    renderWithTheme(<RatingSelect />);

    await userEvent.click(screen.getByRole('combobox', { name: 'Minimum rating' }));
    const listbox = await screen.findByRole('listbox');

    expect(getComputedStyle(listbox).maxHeight).toContain('24rem');
  });

  it('accepts plain string options', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Select
        aria-label="Location"
        placeholder="All locations"
        options={['Delhi', 'Mumbai']}
        onValueChange={onValueChange}
      />,
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Location' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mumbai' }));

    expect(onValueChange).toHaveBeenCalledWith('Mumbai');
  });

  it('shows its error, is invalid and described by it', () => {
    renderWithTheme(
      <Select
        label="Type of Legal Service"
        options={['Property Law']}
        error="Please select a service type"
        required
      />,
    );

    const trigger = screen.getByRole('combobox', { name: 'Type of Legal Service' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a service type');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-required', 'true');
    expect(trigger).toHaveAccessibleDescription('Please select a service type');
  });

  it('takes its label from a surrounding Field', () => {
    renderWithTheme(
      <Field label="Minimum experience">
        <Select options={['10+ years']} placeholder="Any experience" />
      </Field>,
    );

    expect(screen.getByRole('combobox', { name: 'Minimum experience' })).toBeInTheDocument();
  });

  it('works inside a Dialog: picks an option, and Escape closes only the popup', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Dialog defaultOpen>
        <DialogContent title="Consultation Request" description="Tell us about your case">
          <Select
            label="Type of Legal Service"
            placeholder="Select a service"
            options={['Property Law', 'Family Law']}
            onValueChange={onValueChange}
          />
        </DialogContent>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Consultation Request' });
    const trigger = screen.getByRole('combobox', { name: 'Type of Legal Service' });

    await userEvent.click(trigger);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(dialog).toBeInTheDocument();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Family Law' }));

    expect(onValueChange).toHaveBeenCalledWith('Family Law');
    expect(screen.getByRole('dialog', { name: 'Consultation Request' })).toBeInTheDocument();
  });
});
