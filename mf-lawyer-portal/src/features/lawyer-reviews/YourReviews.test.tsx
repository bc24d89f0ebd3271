import { mockPostgrest, postgrestError, renderWithProviders } from '@nyaya/shared-platform/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { YourReviews } from './YourReviews';

const LAWYER = { id: 'lawyer-1', role: 'lawyer', fullName: 'Priya Sharma' } as const;
const VIEW = 'lawyer_directory';

function renderSummary() {
  return renderWithProviders(<YourReviews lawyerId={LAWYER.id} />, {
    auth: LAWYER,
    route: '/lawyer-dashboard',
  });
}

const section = () => screen.getByRole('region', { name: 'Your reviews' });
const seeAll = () => screen.queryByRole('link', { name: 'See and reply to your reviews' });

describe('YourReviews', () => {
  it('shows a rated lawyer the stars and "4.6 · 23 reviews" from their directory row, and links to their reviews', async () => {
    const reads = mockPostgrest('get', VIEW, { body: [{ rating: 4.6, review_count: 23 }] });
    renderSummary();

    expect(within(section()).getByRole('status')).toHaveTextContent('Loading your reviews...');
    expect(await within(section()).findByText('4.6 · 23 reviews')).toBeVisible();
    expect(within(section()).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible();
    expect(within(section()).queryByText('New')).toBeNull();
    expect(seeAll()).toHaveAttribute('href', '/lawyers/lawyer-1#reviews');
    expect(section()).toHaveAttribute('aria-busy', 'false');

    expect(reads).toHaveLength(1);
    const { searchParams } = reads[0]!.url;
    expect(searchParams.get('select')?.split(',')).toEqual(['rating', 'review_count']);
    expect(searchParams.get('id')).toBe(`eq.${LAWYER.id}`);
  });

  it('reads a rating that arrives as a string and shows it to one decimal', async () => {
    mockPostgrest('get', VIEW, { body: [{ rating: '4', review_count: 3 }] });
    renderSummary();
    expect(await within(section()).findByText('4.0 · 3 reviews')).toBeVisible();
    expect(within(section()).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();
  });

  it('shows "New" and "No reviews yet" without reviews, with no stars', async () => {
    mockPostgrest('get', VIEW, { body: [{ rating: null, review_count: 0 }] });
    renderSummary();
    expect(await within(section()).findByText('New')).toBeVisible();
    expect(within(section()).getByText('No reviews yet')).toBeVisible();
    expect(within(section()).queryByRole('img')).toBeNull();
    expect(
      within(section()).getByText(
        "Clients see 'New' until you have 3 reviews; then your average rating shows.",
      ),
    ).toBeVisible();
    expect(seeAll()).toHaveAttribute('href', '/lawyers/lawyer-1#reviews');
  });

  it('shows "New" with the count so far for 1 or 2 reviews', async () => {
    mockPostgrest('get', VIEW, { body: [{ rating: null, review_count: 2 }] });
    renderSummary();
    expect(await within(section()).findByText('2 reviews')).toBeVisible();
    expect(within(section()).getByText('New')).toBeVisible();
    expect(within(section()).queryByText('No reviews yet')).toBeNull();
  });

  it('says reviews appear once listed when the directory has no row for the lawyer', async () => {
    mockPostgrest('get', VIEW, { body: [] });
    renderSummary();
    expect(
      await within(section()).findByText(
        'Reviews from your clients appear here once your profile is listed in the directory.',
      ),
    ).toBeVisible();
    expect(seeAll()).toBeNull();
    expect(within(section()).queryByText('New')).toBeNull();
  });

  it('says the reviews could not be loaded and loads them again with Try again', async () => {
    let calls = 0;
    mockPostgrest('get', VIEW, () => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: postgrestError('XX000', 'internal error') }
        : { body: [{ rating: 4.2, review_count: 5 }] };
    });
    const { user } = renderSummary();

    expect(await screen.findByText('Your reviews could not be loaded')).toBeVisible();
    expect(screen.queryByText('internal error')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByText('4.2 · 5 reviews')).toBeVisible();
    expect(screen.queryByText('Your reviews could not be loaded')).toBeNull();
    expect(calls).toBe(2);
  });
});
