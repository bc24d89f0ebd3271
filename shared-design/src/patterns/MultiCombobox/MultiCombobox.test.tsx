import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent } from '../../primitives/Dialog/Dialog';
import { axeViolations } from '../../test-utils/axe';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { MultiCombobox, type MultiComboboxTexts } from './MultiCombobox';

const LABEL = 'Areas of Expertise';

const LEGAL_SPECIALIZATIONS = [
  'Property Law',
  'Family Law',
  'Criminal Law',
  'Business Law',
  'Employment Law',
  'Immigration Law',
  'Personal Injury',
  'Tax Law',
  'Intellectual Property',
  'Environmental Law',
] as const;
type LegalSpecialization = (typeof LEGAL_SPECIALIZATIONS)[number];

const TEXTS: MultiComboboxTexts = {
  toggle: (label) => `Show options for ${label}`,
  selected: (label) => `Selected ${label}`,
  remove: (option) => `Remove ${option}`,
  added: (option) => `${option} added.`,
  removed: (option) => `${option} removed.`,
  results: (count) => `${count} option${count === 1 ? '' : 's'} available.`,
  noMatches: 'No matches',
  allSelected: 'All options selected',
};

function renderWithProviders(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...renderWithTheme(ui) };
}

interface HarnessProps {
  initial?: LegalSpecialization[];
  error?: string;
}

function Harness({ initial = [], error }: HarnessProps) {
  const [value, setValue] = useState<LegalSpecialization[]>(initial);
  return (
    <>
      <MultiCombobox
        label={LABEL}
        texts={TEXTS}
        options={LEGAL_SPECIALIZATIONS}
        value={value}
        onChange={setValue}
        error={error}
        required
      />
      <output aria-label="chosen">{value.join('|')}</output>
    </>
  );
}

function renderPicker(props: HarnessProps = {}) {
  return renderWithProviders(<Harness {...props} />);
}

const combobox = () => screen.getByRole('combobox', { name: LABEL });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const chosen = () => screen.getByRole('status', { name: 'chosen' }).textContent;
const removeButton = (option: string) => screen.getByRole('button', { name: `Remove ${option}` });
const chipNames = () =>
  within(screen.getByRole('list', { name: `Selected ${LABEL}` }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('MultiCombobox: the list', () => {
  it('is a labelled combobox that opens with ArrowDown on every option', async () => {
    const { user } = renderPicker();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-required', 'true');
    await user.click(combobox());
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: LABEL })).toBeVisible();
    expect(optionNames()).toEqual([...LEGAL_SPECIALIZATIONS]);
  });

  it('filters the options as you type, ignoring case', async () => {
    const { user } = renderPicker();
    await user.type(combobox(), 'PROP');
    expect(optionNames()).toEqual(['Property Law', 'Intellectual Property']);
    await user.clear(combobox());
    await user.type(combobox(), 'law');
    expect(optionNames()).toEqual([
      'Property Law',
      'Family Law',
      'Criminal Law',
      'Business Law',
      'Employment Law',
      'Immigration Law',
      'Tax Law',
      'Environmental Law',
    ]);
  });

  it('moves with ArrowUp/Down and chooses with Enter; the choice leaves the list', async () => {
    const { user } = renderPicker();
    await user.click(combobox());
    const highlighted = () =>
      document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');
    expect(highlighted()).toHaveTextContent('Property Law');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toHaveTextContent('Criminal Law');
    expect(highlighted()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toHaveTextContent('Family Law');

    await user.keyboard('{Enter}');
    expect(chosen()).toBe('Family Law');
    expect(chipNames()).toEqual(['Family Law']);
    expect(optionNames()).not.toContain('Family Law');
    expect(optionNames()).toHaveLength(9);
    // Still open and focused, for the next choice.
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('chooses the first match of what was typed with Enter, and clears the text', async () => {
    const { user } = renderPicker();
    await user.type(combobox(), 'tax{Enter}');
    expect(chosen()).toBe('Tax Law');
    expect(combobox()).toHaveValue('');
    await user.type(combobox(), 'crim{Enter}');
    expect(chosen()).toBe('Tax Law|Criminal Law');
    expect(chipNames()).toEqual(['Tax Law', 'Criminal Law']);
  });

  it('chooses with a click', async () => {
    const { user } = renderPicker();
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Business Law' }));
    expect(chosen()).toBe('Business Law');
    expect(combobox()).toHaveFocus();
  });

  it('closes with Escape, choosing nothing, and never chooses by leaving the field', async () => {
    const { user } = renderPicker();
    await user.type(combobox(), 'fam');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(chosen()).toBe('');
  });

  it('says "No matches", and "All options selected" once everything is chosen', async () => {
    const { user } = renderPicker({ initial: LEGAL_SPECIALIZATIONS.slice(0, 9) });
    await user.type(combobox(), 'xyz');
    expect(screen.getByText('No matches', { selector: 'p' })).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    await user.clear(combobox());
    await user.type(combobox(), 'env{Enter}');
    expect(chipNames()).toHaveLength(10);
    expect(screen.getByText('All options selected', { selector: 'p' })).toBeVisible();
    expect(combobox()).toHaveAttribute('placeholder', 'All options selected');
  });

  it('announces what was added and removed', async () => {
    const { user } = renderPicker();
    await user.type(combobox(), 'tax{Enter}');
    const live = screen.getByText('Tax Law added.');
    expect(live).toHaveAttribute('aria-live', 'polite');
    await user.click(removeButton('Tax Law'));
    expect(live).toHaveTextContent('Tax Law removed.');
  });
});

describe('MultiCombobox: the chips', () => {
  const three: LegalSpecialization[] = ['Tax Law', 'Family Law', 'Criminal Law'];

  it('removes the last chip with Backspace in the empty input, keeping focus there', async () => {
    const { user } = renderPicker({ initial: three });
    await user.click(combobox());
    await user.keyboard('{Backspace}');
    expect(chipNames()).toEqual(['Tax Law', 'Family Law']);
    expect(combobox()).toHaveFocus();
    // The option is back in the list.
    expect(optionNames()).toContain('Criminal Law');

    // Not while there is text: Backspace then edits it.
    await user.keyboard('ab{Backspace}');
    expect(combobox()).toHaveValue('a');
    expect(chipNames()).toEqual(['Tax Law', 'Family Law']);
  });

  it("removes a chip with its 'x' and moves focus to the chip taking its place", async () => {
    const { user } = renderPicker({ initial: three });
    await user.click(removeButton('Tax Law'));
    expect(chosen()).toBe('Family Law|Criminal Law');
    expect(removeButton('Family Law')).toHaveFocus();

    // The last chip's place goes to the one before it.
    await user.click(removeButton('Criminal Law'));
    expect(removeButton('Family Law')).toHaveFocus();

    // The last one left: focus goes to the input.
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('');
    expect(screen.queryByRole('list', { name: `Selected ${LABEL}` })).not.toBeInTheDocument();
    expect(combobox()).toHaveFocus();
    expect(document.body).not.toHaveFocus();
  });

  it('puts a removed option back in the list, in its place', async () => {
    const { user } = renderPicker({ initial: ['Family Law'] });
    await user.click(removeButton('Family Law'));
    await user.keyboard('{ArrowDown}');
    expect(optionNames()).toEqual([...LEGAL_SPECIALIZATIONS]);
  });

  it('reaches the chips with ArrowLeft from the input, and removes with Backspace/Delete', async () => {
    const { user } = renderPicker({ initial: three });
    await user.click(combobox());
    await user.keyboard('{ArrowLeft}');
    expect(removeButton('Criminal Law')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(removeButton('Family Law')).toHaveFocus();

    await user.keyboard('{Delete}');
    expect(chipNames()).toEqual(['Tax Law', 'Criminal Law']);
    expect(removeButton('Criminal Law')).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(chipNames()).toEqual(['Tax Law']);
    expect(removeButton('Tax Law')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(combobox()).toHaveFocus();
  });

  it("keeps every 'x' in the Tab order, and acts on the chip that has focus", async () => {
    const { user } = renderPicker({ initial: three });
    await user.tab();
    expect(removeButton('Tax Law')).toHaveFocus();
    await user.tab();
    expect(removeButton('Family Law')).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(chipNames()).toEqual(['Tax Law', 'Criminal Law']);
    expect(removeButton('Criminal Law')).toHaveFocus();
    await user.tab();
    expect(combobox()).toHaveFocus();
  });
});

describe('MultiCombobox: the field', () => {
  it('links its error to the input', () => {
    renderPicker({ error: 'Please select at least one area of expertise.' });
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect(combobox()).toHaveAccessibleDescription('Please select at least one area of expertise.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select at least one area of expertise.',
    );
  });

  it('has no axe violations, closed with chips and an error, and open', async () => {
    const { user } = renderPicker({
      initial: ['Tax Law'],
      error: 'Please select at least one area of expertise.',
    });
    expect(await axeViolations()).toEqual([]);
    await user.click(combobox());
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    expect(await axeViolations()).toEqual([]);
  });

  it('announces how many options match as the user types', async () => {
    const { user } = renderPicker();
    await user.type(combobox(), 'prop');
    expect(screen.getByText('2 options available.')).toHaveAttribute('aria-live', 'polite');
  });

  it('has no error state without an error', () => {
    renderPicker();
    expect(combobox()).not.toHaveAttribute('aria-invalid');
    expect(combobox()).not.toHaveAttribute('aria-describedby');
  });
});

describe('MultiCombobox in a dialog', () => {
  function InDialog() {
    const [open, setOpen] = useState(true);
    const [value, setValue] = useState<LegalSpecialization[]>([]);
    return (
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Verification" description="Choose areas">
          <MultiCombobox
            label={LABEL}
            texts={TEXTS}
            options={LEGAL_SPECIALIZATIONS}
            value={value}
            onChange={setValue}
          />
        </DialogContent>
      </Dialog>
    );
  }

  it('chooses inside the focus trap; Escape closes the list, then clears, then the dialog', async () => {
    const { user } = renderWithProviders(<InDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Verification' });
    await user.click(combobox());
    await user.click(within(dialog).getByRole('option', { name: 'Family Law' }));
    expect(within(dialog).getByRole('button', { name: 'Remove Family Law' })).toBeVisible();
    expect(combobox()).toHaveFocus();

    await user.type(combobox(), 'tax');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("moves focus within the dialog after an 'x' removal", async () => {
    const { user } = renderWithProviders(<InDialog />);
    await user.type(combobox(), 'tax{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Tax Law' }));
    expect(combobox()).toHaveFocus();
  });
});
