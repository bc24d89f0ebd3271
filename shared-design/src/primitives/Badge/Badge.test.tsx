import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme/theme';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { Badge } from './Badge';

describe('Badge', () => {
  it('renders its text with the neutral tone by default', () => {
    renderWithTheme(<Badge>cancelled</Badge>);

    const badge = screen.getByText('cancelled');
    expect(badge).toHaveAttribute('data-tone', 'neutral');
    expect(badge).toHaveStyle({ color: theme.colors.tones.neutral.text });
  });

  it('uses the colours of its tone', () => {
    renderWithTheme(
      <>
        <Badge tone="success">Approved</Badge>
        <Badge tone="danger" appearance="solid">
          Rejected
        </Badge>
      </>,
    );

    expect(screen.getByText('Approved')).toHaveStyle({
      color: theme.colors.tones.success.text,
      backgroundColor: theme.colors.tones.success.background,
    });
    expect(screen.getByText('Rejected')).toHaveStyle({
      color: theme.colors.tones.danger.onSolid,
      backgroundColor: theme.colors.tones.danger.solid,
    });
  });

  it('keeps styling props off the DOM', () => {
    renderWithTheme(<Badge tone="warning">Under Review</Badge>);

    const badge = screen.getByText('Under Review');
    expect(badge).not.toHaveAttribute('tone');
    expect(badge).not.toHaveAttribute('appearance');
  });

  it('wraps a long status inside its container rather than overflowing', () => {
    renderWithTheme(<Badge>अस्वीकार किया गया</Badge>);
    const badge = screen.getByText('अस्वीकार किया गया');
    expect(badge).toHaveStyle({ maxWidth: '100%', overflowWrap: 'break-word' });
    expect(badge).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
