import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { MultiPicker, type MultiPickerProps } from './MultiPicker';

const specializations = ['Property Law', 'Family Law', 'Criminal Law'];

function ExpertisePicker({
  initial = [],
  onChange,
  ...rest
}: { initial?: string[]; onChange?: (value: string[]) => void } & Partial<MultiPickerProps>) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <MultiPicker
      label="Areas of Expertise"
      placeholder="Select areas of expertise"
      options={specializations}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...rest}
    />
  );
}

function picker() {
  return screen.getByRole('combobox', { name: 'Areas of Expertise' });
}

async function openOptions() {
  await userEvent.click(picker());
  await screen.findByRole('listbox');
  return screen.getAllByRole('option').map((option) => option.textContent);
}

function chosenChips() {
  const list = screen.queryByRole('list', { name: 'Selected Areas of Expertise' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
}

describe('MultiPicker', () => {
  it('is labelled and lists every option while nothing is chosen', async () => {
    renderWithTheme(<ExpertisePicker />);

    expect(picker()).toHaveTextContent('Select areas of expertise');
    expect(await openOptions()).toEqual(specializations);
    expect(chosenChips()).toEqual([]);
  });

  it('moves a chosen option out of the list into a chip and reports the new value', async () => {
    const onChange = vi.fn();
    renderWithTheme(<ExpertisePicker onChange={onChange} />);

    await openOptions();
    await userEvent.click(screen.getByRole('option', { name: 'Family Law' }));

    expect(onChange).toHaveBeenLastCalledWith(['Family Law']);
    expect(chosenChips()).toEqual(['Family Law']);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(await openOptions()).toEqual(['Property Law', 'Criminal Law']);
  });

  it('keeps the picker showing its placeholder after a choice', async () => {
    renderWithTheme(<ExpertisePicker />);

    await openOptions();
    await userEvent.click(screen.getByRole('option', { name: 'Criminal Law' }));

    expect(picker()).toHaveTextContent('Select areas of expertise');
  });

  it("removes a chip with its 'x' and returns the option to the list", async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <ExpertisePicker initial={['Property Law', 'Criminal Law']} onChange={onChange} />,
    );
    expect(chosenChips()).toEqual(['Property Law', 'Criminal Law']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Property Law' }));

    expect(onChange).toHaveBeenLastCalledWith(['Criminal Law']);
    expect(chosenChips()).toEqual(['Criminal Law']);
    expect(await openOptions()).toEqual(['Property Law', 'Family Law']);
  });

  it('appends choices in the order they are made', async () => {
    const onChange = vi.fn();
    renderWithTheme(<ExpertisePicker initial={['Criminal Law']} onChange={onChange} />);

    await openOptions();
    await userEvent.click(screen.getByRole('option', { name: 'Property Law' }));

    expect(onChange).toHaveBeenLastCalledWith(['Criminal Law', 'Property Law']);
  });

  it('is keyboard usable: choose with arrows and Enter, remove with Enter on the x', async () => {
    const onChange = vi.fn();
    renderWithTheme(<ExpertisePicker onChange={onChange} />);

    await userEvent.tab();
    expect(picker()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Property Law' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');

    expect(onChange).toHaveBeenLastCalledWith(['Family Law']);
    await waitFor(() => expect(picker()).toHaveFocus());

    await userEvent.tab();
    const removeFamily = screen.getByRole('button', { name: 'Remove Family Law' });
    expect(removeFamily).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(chosenChips()).toEqual([]);
    // Focus goes back to the picker instead of being lost with the removed chip.
    await waitFor(() => expect(picker()).toHaveFocus());
  });

  it('moves focus to the next chip after removing one from the middle', async () => {
    renderWithTheme(<ExpertisePicker initial={['Property Law', 'Family Law', 'Criminal Law']} />);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Family Law' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Criminal Law' })).toHaveFocus(),
    );
  });

  it('disables the picker once every option is chosen', () => {
    renderWithTheme(<ExpertisePicker initial={[...specializations]} />);

    expect(picker()).toBeDisabled();
    expect(picker()).toHaveTextContent('All options selected');
  });

  it('shows an error wired to the picker', () => {
    renderWithTheme(
      <ExpertisePicker error="Please select at least one area of expertise" required />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select at least one area of expertise',
    );
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(picker()).toHaveAttribute('aria-required', 'true');
    expect(picker()).toHaveAccessibleDescription('Please select at least one area of expertise');
  });

  it('uses the given id for the picker', () => {
    renderWithTheme(<ExpertisePicker id="expertise" />);

    expect(picker()).toHaveAttribute('id', 'expertise');
  });
});
