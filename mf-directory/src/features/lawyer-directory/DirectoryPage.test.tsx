import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DirectoryPage from '../../exposes/DirectoryPage';
import { renderWithProviders } from '@nyaya/shared-platform/testing';

describe('DirectoryPage', () => {
  it("is titled 'Find Expert Lawyers'", () => {
    renderWithProviders(<DirectoryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Find Expert Lawyers' })).toBeVisible();
  });

  it('shows the 6 skeleton cards of the loading state, announced as busy', () => {
    const { container } = renderWithProviders(<DirectoryPage />);
    const results = screen.getByRole('region', { name: 'Lawyers' });
    expect(results).toHaveAttribute('aria-busy', 'true');
    expect(results).toHaveTextContent('Loading lawyers...');
    expect(container.querySelectorAll('[data-skeleton-card]')).toHaveLength(6);
  });
});
