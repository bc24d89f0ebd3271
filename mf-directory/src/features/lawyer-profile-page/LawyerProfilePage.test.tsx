import type { Tables } from '@nyaya/db';
import { changeLanguage, useOverlays } from '@nyaya/shared-platform';
import {
  mockPostgrest,
  postgrestError,
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '@nyaya/shared-platform/testing';
import { Route, Routes, useLocation } from '@nyaya/shared-platform/router';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import LawyerProfilePage from '../../exposes/LawyerProfilePage';
import { directoryRow as sharedDirectoryRow } from '../../test/directoryRow';
import { reviewRow } from '../lawyer-reviews/test-support';

const LAWYER_ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

function directoryRow(
  overrides: Partial<Tables<'lawyer_directory'>> = {},
): Tables<'lawyer_directory'> {
  return sharedDirectoryRow({
    id: LAWYER_ID,
    expertise_areas: ['Family Law', 'Property Law', 'Tax Law', 'Business Law', 'Criminal Law'],
    location: 'Delhi High Court, Supreme Court of India, District Court Delhi',
    bio: 'Twelve years in family and property disputes.\nFluent in Hindi and English.',
    rating: 4.75,
    hourly_rate: 150000,
    profile_picture_url: 'https://example.test/storage/v1/object/public/avatars/priya.jpg',
    ...overrides,
  });
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderProfile(id: string, options: RenderWithProvidersOptions = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/lawyers/:id" element={<LawyerProfilePage />} />
      <Route path="*" element={<Location />} />
    </Routes>,
    { route: `/lawyers/${id}`, ...options },
  );
}

/** What the profile states for a term of its facts list, e.g. 'Experience' → '12 years'. */
function fact(term: string): string | null | undefined {
  return screen.queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;
}

/** The toast region is outside the page and hidden from the accessibility tree while empty. */
async function findToast(text: string) {
  const region = await screen.findByRole('region', { name: /Notifications/, hidden: true });
  return within(region).findByText(text);
}

// The profile's 'Reviews' section (a chunk of its own, loaded once here) reads too;
// lawyer-reviews' tests cover what it shows.
beforeAll(() => import('../lawyer-reviews/LawyerReviews'));
beforeEach(() => {
  mockPostgrest('get', 'lawyer_review_list', { body: [] });
});

describe('LawyerProfilePage', () => {
  it("shows an approved lawyer's whole profile, and names them in the document title", async () => {
    const calls = mockPostgrest('get', 'lawyer_directory', { body: [directoryRow()] });
    renderProfile(LAWYER_ID);

    expect(screen.getByRole('status')).toHaveTextContent('Loading lawyer profile...');
    expect(await screen.findByRole('region', { name: 'Priya Sharma' })).toBeVisible();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Priya Sharma');
    expect(screen.getByRole('img', { name: 'Photo of Priya Sharma' })).toHaveAttribute(
      'src',
      'https://example.test/storage/v1/object/public/avatars/priya.jpg',
    );
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    expect(screen.getByText('4.8 · 23 reviews')).toBeVisible();
    expect(fact('Experience')).toBe('12 years');
    expect(fact('Hourly rate')).toBe('₹1,50,000/hr');

    const expertise = screen.getByRole('region', { name: 'Areas of Expertise' });
    expect(
      within(expertise)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Family Law', 'Property Law', 'Tax Law', 'Business Law', 'Criminal Law']);
    const courts = screen.getByRole('region', { name: 'Practice Courts' });
    expect(
      within(courts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Delhi High Court', 'Supreme Court of India', 'District Court Delhi']);
    expect(screen.getByRole('region', { name: 'About' })).toHaveTextContent(
      'Twelve years in family and property disputes. Fluent in Hindi and English.',
    );

    expect(screen.getByRole('link', { name: /All lawyers/ })).toHaveAttribute('href', '/lawyers');
    expect(
      await within(
        await screen.findByRole('region', { name: 'Reviews' }, { timeout: 5000 }),
      ).findByText('No reviews yet.'),
    ).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.title).toBe('Priya Sharma – NyayaConnect');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('id')).toBe(`eq.${LAWYER_ID}`);
  });

  it("shows 'New' and 'No reviews yet' without reviews, no rate when absent, and initials without a photo", async () => {
    mockPostgrest('get', 'lawyer_directory', {
      body: [
        directoryRow({
          name: 'Asha Rao',
          rating: null,
          review_count: 0,
          hourly_rate: null,
          profile_picture_url: null,
          bio: null,
          years_experience: 1,
        }),
      ],
    });
    renderProfile(LAWYER_ID);

    const page = await screen.findByRole('region', { name: 'Asha Rao' });
    expect(screen.getByTestId('lawyer-initials')).toHaveTextContent('AR');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('New')).toBeVisible();
    expect(screen.getByText('No reviews yet')).toBeVisible();
    expect(fact('Hourly rate')).toBeUndefined();
    expect(page).not.toHaveTextContent('₹');
    expect(fact('Experience')).toBe('1 year');
    expect(screen.queryByRole('region', { name: 'About' })).not.toBeInTheDocument();
  });

  it.each([
    [1, '1 review'],
    [2, '2 reviews'],
  ])("shows 'New' with the count so far for %i review(s)", async (count, text) => {
    mockPostgrest('get', 'lawyer_directory', {
      body: [directoryRow({ rating: null, review_count: count })],
    });
    renderProfile(LAWYER_ID);
    await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });
    expect(screen.getByText('New')).toBeVisible();
    expect(screen.getByText(text, { exact: true })).toBeVisible();
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it("falls back to 'Unknown Lawyer', and to initials when the photo cannot load", async () => {
    mockPostgrest('get', 'lawyer_directory', { body: [directoryRow({ name: null })] });
    renderProfile(LAWYER_ID);

    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown Lawyer' })).toBeVisible();
    fireEvent.error(screen.getByRole('img', { name: 'Photo of Unknown Lawyer' }));
    expect(screen.getByTestId('lawyer-initials')).toHaveTextContent('UL');
    expect(document.title).toBe('Unknown Lawyer – NyayaConnect');
  });

  it("says 'Lawyer not found' when no approved lawyer has the id, and leads back", async () => {
    mockPostgrest('get', 'lawyer_directory', { body: [] });
    const { user } = renderProfile(LAWYER_ID);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lawyer not found' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Lawyer not found' })).toHaveTextContent(
      'There is no verified lawyer at this address.',
    );
    expect(screen.queryByRole('button', { name: 'Book Consultation' })).not.toBeInTheDocument();
    expect(document.title).toBe('Lawyer not found – NyayaConnect');

    await user.click(screen.getByRole('link', { name: 'Browse all lawyers' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/lawyers');
  });

  it.each(['not-a-lawyer', 'lawyer-1', `${LAWYER_ID}0`])(
    "says 'Lawyer not found' for the malformed id %j without a request",
    (id) => {
      const calls = mockPostgrest('get', 'lawyer_directory', { body: [directoryRow()] });
      renderProfile(id);
      expect(screen.getByRole('heading', { level: 1, name: 'Lawyer not found' })).toBeVisible();
      expect(calls).toHaveLength(0);
    },
  );

  it('shows a failed load with its reason, and Try again loads the profile', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const calls = mockPostgrest('get', 'lawyer_directory', () =>
      failing
        ? {
            status: 500,
            body: postgrestError('57014', 'canceling statement due to statement timeout'),
          }
        : { body: [directoryRow()] },
    );
    const { user } = renderProfile(LAWYER_ID);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This profile could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'canceling statement due to statement timeout',
    );
    expect(screen.getByRole('link', { name: /All lawyers/ })).toHaveAttribute('href', '/lawyers');
    expect(consoleError).toHaveBeenCalledWith('[mf_directory]', expect.anything());

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeVisible();
    expect(calls).toHaveLength(2);
  });

  it('asks a signed-out visitor to log in, then to book this lawyer', async () => {
    mockPostgrest('get', 'lawyer_directory', { body: [directoryRow()] });
    const { user } = renderProfile(LAWYER_ID, { auth: 'signedOut' });

    await user.click(await screen.findByRole('button', { name: 'Book Consultation' }));

    expect(useOverlays.getState().current).toEqual({
      kind: 'auth',
      portal: 'client',
      tab: 'login',
      then: { kind: 'consultation-request', lawyer: { id: LAWYER_ID, name: 'Priya Sharma' } },
    });
    expect(screen.queryByText('Booking consultation')).not.toBeInTheDocument();
  });

  it('opens the request form for this lawyer from the keyboard when signed in, with the toast', async () => {
    mockPostgrest('get', 'lawyer_directory', { body: [directoryRow({ name: null })] });
    const { user } = renderProfile(LAWYER_ID, { auth: { role: 'client', fullName: 'Asha Rao' } });
    await screen.findByRole('heading', { level: 1, name: 'Unknown Lawyer' });

    await user.tab();
    expect(screen.getByRole('link', { name: /All lawyers/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Book Consultation' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(useOverlays.getState().current).toEqual({
      kind: 'consultation-request',
      lawyer: { id: LAWYER_ID, name: 'Unknown Lawyer' },
    });
    expect(await findToast('Booking consultation')).toBeInTheDocument();
    expect(
      await findToast('Please fill out the consultation form to proceed.'),
    ).toBeInTheDocument();
  });
});

describe('LawyerProfilePage in Hindi (docs/product/languages.md)', () => {
  beforeEach(async () => {
    await changeLanguage('hi');
  });

  afterEach(async () => {
    await changeLanguage('en');
  });

  it('names the facts, specializations, courts and languages in Hindi, ₹ in hi-IN, and loads the Reviews in Hindi', async () => {
    mockPostgrest('get', 'lawyer_directory', {
      body: [directoryRow({ languages: ['hi', 'en', 'mr'] })],
    });
    mockPostgrest('get', 'lawyer_review_list', {
      body: [reviewRow({ lawyer_id: LAWYER_ID, reply: 'धन्यवाद।' })],
    });
    renderProfile(LAWYER_ID);

    expect(await screen.findByRole('region', { name: 'Priya Sharma' })).toBeVisible();
    expect(fact('अनुभव')).toBe('12 वर्ष');
    expect(fact('प्रति घंटा शुल्क')).toBe('₹1,50,000/घंटा');
    expect(fact('भाषाएँ')).toBe('हिन्दी, अंग्रेज़ी, मराठी');
    const expertise = screen.getByRole('region', { name: 'विशेषज्ञता के क्षेत्र' });
    expect(within(expertise).getByText('पारिवारिक कानून')).toBeVisible();
    const courts = screen.getByRole('region', { name: 'न्यायालय जहाँ वकालत करते हैं' });
    expect(within(courts).getByText('दिल्ली उच्च न्यायालय')).toBeVisible();
    // A court outside the vocabulary stays as stored, marked as not to be translated.
    expect(within(courts).getByText('District Court Delhi')).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('button', { name: 'परामर्श बुक करें' })).toBeVisible();

    const reviews = await screen.findByRole('region', { name: 'समीक्षाएँ' });
    expect(await within(reviews).findByText('नवंबर 2026')).toBeVisible();
    expect(within(reviews).getByText('सत्यापित परामर्श')).toBeVisible();
    expect(within(reviews).getByRole('button', { name: 'रिपोर्ट करें' })).toBeVisible();
  });
});
