import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { Chip, ToggleChip } from './Chip';

describe('Chip', () => {
  it('shows its label without a remove button when not removable', () => {
    renderWithTheme(<Chip label="Family Law" />);

    expect(screen.getByText('Family Law')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has an x button named "Remove {label}" that calls onRemove', async () => {
    const onRemove = vi.fn();
    renderWithTheme(<Chip label="Tax Law" onRemove={onRemove} />);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Tax Law' }));

    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('removes with the keyboard too', async () => {
    const onRemove = vi.fn();
    renderWithTheme(<Chip label="Tax Law" onRemove={onRemove} />);

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove Tax Law' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('accepts a translated remove label and can be disabled', async () => {
    const onRemove = vi.fn();
    renderWithTheme(
      <Chip label="कर कानून" removeLabel="कर कानून हटाएँ" onRemove={onRemove} disabled />,
    );

    const button = screen.getByRole('button', { name: 'कर कानून हटाएँ' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onRemove).not.toHaveBeenCalled();
  });
});

describe('ToggleChip', () => {
  it('toggles aria-pressed through onPressedChange', async () => {
    function Filter() {
      const [pressed, setPressed] = useState(false);
      return (
        <ToggleChip pressed={pressed} onPressedChange={setPressed}>
          Criminal Law
        </ToggleChip>
      );
    }
    renderWithTheme(<Filter />);
    const chip = screen.getByRole('button', { name: 'Criminal Law' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'false');
  });

  it('wraps a long label instead of cutting it off', () => {
    renderWithTheme(<Chip label="पंजाब एवं हरियाणा उच्च न्यायालय" />);
    const label = screen.getByText('पंजाब एवं हरियाणा उच्च न्यायालय');
    expect(label).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(label).not.toHaveStyle({ textOverflow: 'ellipsis' });
    expect(label).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
