import type { Tables } from '@nyaya/db';
import { changeLanguage, useOverlays } from '@nyaya/shared-platform';
import { Route, Routes, useLocation, useNavigate } from '@nyaya/shared-platform/router';
import {
  mockPostgrest,
  postgrestError,
  renderWithProviders,
  server,
  TEST_SUPABASE_URL,
  type CapturedRequest,
  type RenderWithProvidersOptions,
} from '@nyaya/shared-platform/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import DirectoryPage from '../../exposes/DirectoryPage';

type DirectoryRow = Tables<'lawyer_directory'>;

// The first render of a file loads the whole page's modules: slow when packages test at once.
configure({ asyncUtilTimeout: 5_000 });

function lawyerRow(id: string, overrides: Partial<DirectoryRow> = {}): DirectoryRow {
  return {
    id,
    name: `Lawyer ${id}`,
    years_experience: 8,
    expertise_areas: ['Family Law'],
    location: 'Delhi High Court',
    bio: null,
    rating: 4.5,
    hourly_rate: 2000,
    profile_picture_url: null,
    created_at: '2026-01-01T00:00:00Z',
    review_count: 12,
    languages: ['en', 'hi'],
    ...overrides,
  };
}

const manyLawyers = (count: number) =>
  Array.from({ length: count }, (_, i) => lawyerRow(`l-${String(i + 1).padStart(2, '0')}`));

/** What PostgREST answers for one page of `rows`: that slice and its Content-Range. */
function pageOf(rows: DirectoryRow[], url: URL) {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? rows.length);
  const page = rows.slice(offset, offset + limit);
  const range = page.length ? `${offset}-${offset + page.length - 1}` : '*';
  return { body: page, headers: { 'Content-Range': `${range}/${rows.length}` } };
}

/** Answers the directory call with `rows` (or rows chosen by the call), paged like PostgREST. */
function answerDirectory(rows: DirectoryRow[] | ((request: CapturedRequest) => DirectoryRow[])) {
  return mockPostgrest('post', 'rpc/search_lawyer_directory', (request) =>
    pageOf(typeof rows === 'function' ? rows(request) : rows, request.url),
  );
}

function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        History back
      </button>
    </>
  );
}

function renderDirectory(route = '/lawyers', options: RenderWithProvidersOptions = {}) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/lawyers"
        element={
          <>
            <DirectoryPage />
            <LocationProbe />
          </>
        }
      />
      <Route path="/lawyers/:id" element={<p>Profile page</p>} />
    </Routes>,
    { route, ...options },
  );
}

const urlParams = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');
const results = () => screen.getByRole('region', { name: 'Lawyers' });
const cards = () => screen.queryAllByRole('article');
const countLine = () => within(results()).getByRole('status');

async function findCount(text: string) {
  await waitFor(() => expect(countLine()).toHaveTextContent(text));
}

/** Toasts live in the Toaster's region, which mounts (and loads) with the first toast. */
async function findToast(text: string) {
  const region = await screen.findByRole('region', { name: /Notifications/, hidden: true });
  return within(region).findByText(text);
}

describe('DirectoryPage states', () => {
  it("is titled 'Find Expert Lawyers' and shows 6 skeleton cards while loading, busy", () => {
    answerDirectory([]);
    const { container } = renderDirectory();
    expect(screen.getByRole('heading', { level: 1, name: 'Find Expert Lawyers' })).toBeVisible();
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(countLine()).toHaveTextContent('Loading lawyers...');
    expect(container.querySelectorAll('[data-skeleton-card]')).toHaveLength(6);
  });

  it('shows the results and announces the count', async () => {
    answerDirectory(manyLawyers(2));
    const { container } = renderDirectory();
    await findCount('2 lawyer(s) found');
    expect(countLine()).not.toHaveTextContent('matching your criteria');
    expect(results()).toHaveAttribute('aria-busy', 'false');
    expect(cards()).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'Lawyer l-01' })).toBeVisible();
    expect(container.querySelectorAll('[data-skeleton-card]')).toHaveLength(0);
  });

  it('says no verified lawyers are available when nothing is filtered', async () => {
    answerDirectory([]);
    renderDirectory();
    expect(await screen.findByRole('heading', { name: 'No lawyers found' })).toBeVisible();
    expect(screen.getByText('No verified lawyers available at the moment')).toBeVisible();
    expect(countLine()).toHaveTextContent('0 lawyer(s) found');
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });

  it('suggests changing the criteria when filtered, and counts "matching your criteria"', async () => {
    answerDirectory([]);
    renderDirectory('/lawyers?city=Pune');
    expect(await screen.findByRole('heading', { name: 'No lawyers found' })).toBeVisible();
    expect(screen.getByText('Try adjusting your search criteria or filters')).toBeVisible();
    expect(countLine()).toHaveTextContent('0 lawyer(s) found matching your criteria');
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeVisible();
  });

  it('shows the error toast and an inline retry when the load fails, then recovers', async () => {
    let attempts = 0;
    mockPostgrest('post', 'rpc/search_lawyer_directory', ({ url }) => {
      attempts += 1;
      return attempts === 1
        ? { status: 500, body: postgrestError('XX000', 'boom') }
        : pageOf(manyLawyers(1), url);
    });
    const { user } = renderDirectory();

    expect(await findToast('Error loading lawyers')).toBeInTheDocument();
    expect(await findToast('Please try refreshing the page.')).toBeInTheDocument();
    const retry = await within(results()).findByRole('button', { name: 'Try again' });
    expect(results()).toHaveAttribute('aria-busy', 'false');
    expect(cards()).toHaveLength(0);

    await user.click(retry);
    await findCount('1 lawyer(s) found');
    expect(cards()).toHaveLength(1);
    expect(within(results()).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('lawyer cards', () => {
  it('shows up to 3 expertise tags plus "+N more", the rating with its reviews, the rate and years', async () => {
    answerDirectory([
      lawyerRow('l-1', {
        name: 'Priya Sharma',
        expertise_areas: ['Family Law', 'Property Law', 'Tax Law', 'Criminal Law', 'Business Law'],
        rating: 4,
        review_count: 23,
        hourly_rate: 2500,
        years_experience: 12,
        location: 'Delhi High Court, Supreme Court of India',
      }),
    ]);
    renderDirectory();
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    const tags = within(within(card).getByRole('list', { name: 'Areas of expertise' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(tags).toEqual(['Family Law', 'Property Law', 'Tax Law', '+2 more']);

    const rating = within(card).getByRole('img', { name: 'Rated 4.0 out of 5' });
    expect(rating.querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    expect(within(card).getByText('4.0 · 23 reviews')).toBeVisible();
    expect(within(card).queryByText('New')).not.toBeInTheDocument();
    expect(within(card).getByText('₹2,500/hr')).toBeVisible();
    expect(within(card).getByText('12 years of experience')).toBeVisible();
    expect(within(card).getByText('Delhi High Court, Supreme Court of India')).toBeVisible();
    expect(within(card).getByText('PS')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute(
      'href',
      '/lawyers/l-1',
    );
  });

  it("fills stars by the rounded-down rating and shows 3 tags with no '+N more'", async () => {
    answerDirectory([
      lawyerRow('l-1', {
        name: 'Arjun Mehta',
        rating: 4.9,
        expertise_areas: ['Family Law', 'Property Law', 'Tax Law'],
        years_experience: 1,
      }),
    ]);
    renderDirectory();
    const card = await screen.findByRole('article', { name: 'Arjun Mehta' });
    const rating = within(card).getByRole('img', { name: 'Rated 4.9 out of 5' });
    expect(rating.querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).queryByText(/more$/)).not.toBeInTheDocument();
    expect(within(card).getByText('1 year of experience')).toBeVisible();
  });

  it("shows 'New' without stars for a lawyer with fewer than 3 reviews, no rate when absent, and 'Unknown Lawyer' without a name", async () => {
    answerDirectory([
      lawyerRow('l-1', {
        name: null,
        rating: null,
        review_count: 2,
        hourly_rate: null,
        expertise_areas: [],
      }),
    ]);
    renderDirectory();
    const card = await screen.findByRole('article', { name: 'Unknown Lawyer' });
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).getByText('New')).toBeVisible();
    // The count of an unrated lawyer is the profile's; the card says 'New' alone.
    expect(within(card).queryByText(/review/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/₹/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/\/hr$/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    expect(within(card).getByText('UL')).toBeInTheDocument();
  });

  it('shows the photo when there is one, and the initials if it fails to load', async () => {
    answerDirectory([
      lawyerRow('l-1', { name: 'Priya Sharma', profile_picture_url: 'https://img.test/p.jpg' }),
    ]);
    renderDirectory();
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    const photo = card.querySelector('img');
    expect(photo).toHaveAttribute('src', 'https://img.test/p.jpg');
    expect(within(card).queryByText('PS')).not.toBeInTheDocument();
    photo!.dispatchEvent(new Event('error'));
    expect(await within(card).findByText('PS')).toBeInTheDocument();
  });
});

describe('filters and the URL', () => {
  it('reads every filter from the URL and sends it to the directory call', async () => {
    const calls = answerDirectory([]);
    renderDirectory(
      '/lawyers?q=sharma&specialization=Family+Law&rating=4&experience=10&city=Mumbai',
    );
    await findCount('0 lawyer(s) found matching your criteria');
    expect(calls[0]!.body).toEqual({
      search: 'sharma',
      specialization: 'Family Law',
      min_rating: 4,
      min_experience: 10,
      city: 'Mumbai',
    });
    expect(screen.getByRole('searchbox', { name: 'Search lawyers' })).toHaveValue('sharma');
    expect(screen.getByRole('button', { name: 'Family Law' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'All Specializations' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('combobox', { name: 'Minimum Rating' })).toHaveDisplayValue('4+ Stars');
    expect(screen.getByRole('combobox', { name: 'Minimum Experience' })).toHaveDisplayValue(
      '10+ Years',
    );
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveDisplayValue('Mumbai');
  });

  it('ignores values the directory does not offer', async () => {
    const calls = answerDirectory(manyLawyers(1));
    renderDirectory('/lawyers?rating=9&experience=-1&city=Paris&specialization=Magic&pages=x');
    await findCount('1 lawyer(s) found');
    expect(countLine()).not.toHaveTextContent('matching your criteria');
    expect(calls[0]!.body).toEqual({});
  });

  it('writes chip and select choices to the URL, and Back walks them', async () => {
    const calls = answerDirectory(manyLawyers(1));
    const { user } = renderDirectory('/lawyers?utm_source=mail');
    await findCount('1 lawyer(s) found');

    await user.click(screen.getByRole('button', { name: 'Tax Law' }));
    expect(urlParams().get('specialization')).toBe('Tax Law');
    expect(screen.getByRole('button', { name: 'Tax Law' })).toHaveAttribute('aria-pressed', 'true');
    await findCount('1 lawyer(s) found matching your criteria');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum Rating' }), '3+ Stars');
    expect(urlParams().get('rating')).toBe('3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Chennai');
    expect(urlParams().get('city')).toBe('Chennai');
    await waitFor(() =>
      expect(calls.at(-1)!.body).toEqual({
        specialization: 'Tax Law',
        min_rating: 3,
        city: 'Chennai',
      }),
    );
    expect(urlParams().get('utm_source')).toBe('mail');

    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(urlParams().get('city')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveDisplayValue('All Locations');
    expect(screen.getByRole('combobox', { name: 'Minimum Rating' })).toHaveDisplayValue('3+ Stars');

    await user.click(screen.getByRole('button', { name: 'History back' }));
    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(urlParams().toString()).toBe('utm_source=mail');
    expect(screen.getByRole('button', { name: 'All Specializations' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('keeps every choice made before the page renders again', async () => {
    const calls = answerDirectory(manyLawyers(1));
    renderDirectory('/lawyers');
    await findCount('1 lawyer(s) found');

    // Two selects changed in one go: the second change comes before React renders the first.
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Minimum Experience' }), {
        target: { value: '5' },
      });
      fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), {
        target: { value: 'Mumbai' },
      });
    });
    expect(urlParams().get('experience')).toBe('5');
    expect(urlParams().get('city')).toBe('Mumbai');
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ min_experience: 5, city: 'Mumbai' }));
  });

  it("'Clear All' resets every filter, and choosing the chip that is on adds no history", async () => {
    answerDirectory(manyLawyers(1));
    const { user } = renderDirectory('/lawyers?q=ram&specialization=Tax+Law&experience=5');
    await findCount('matching your criteria');

    await user.click(screen.getByRole('button', { name: 'Tax Law' }));
    expect(urlParams().get('specialization')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'All Specializations' }));

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(urlParams().toString()).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search lawyers' })).toHaveValue('');
    await findCount('1 lawyer(s) found');
    expect(countLine()).not.toHaveTextContent('matching');
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();

    // Back: before Clear All, then before un-choosing the chip (the no-op made no entry).
    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(urlParams().toString()).toBe('q=ram&experience=5');
    expect(screen.getByRole('searchbox', { name: 'Search lawyers' })).toHaveValue('ram');
    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(urlParams().get('specialization')).toBe('Tax Law');
  });

  it('debounces the search, keeps one history entry per search, and trims what it sends', async () => {
    const calls = answerDirectory((request) =>
      (request.body as { search?: string }).search ? manyLawyers(1) : manyLawyers(3),
    );
    const { user } = renderDirectory();
    await findCount('3 lawyer(s) found');

    const box = screen.getByRole('searchbox', { name: 'Search lawyers' });
    await user.type(box, 'priya ');
    expect(urlParams().get('q')).toBeNull();
    await waitFor(() => expect(urlParams().get('q')).toBe('priya '));
    await findCount('1 lawyer(s) found matching your criteria');
    expect(calls.map((call) => call.body)).toEqual([{}, { search: 'priya' }]);

    await user.type(box, 'sharma');
    await waitFor(() => expect(urlParams().get('q')).toBe('priya sharma'));
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ search: 'priya sharma' }));

    // One entry for the whole burst of typing: Back returns to the unsearched directory.
    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(urlParams().get('q')).toBeNull();
    expect(box).toHaveValue('');
    await findCount('3 lawyer(s) found');
  });
});

describe('the Filters disclosure (phones)', () => {
  it('names how many filters are on and toggles aria-expanded on its fields', async () => {
    answerDirectory([]);
    const { user } = renderDirectory('/lawyers?q=rao&specialization=Tax+Law&city=Mumbai');
    await findCount('0 lawyer(s) found matching your criteria');
    const filters = screen.getByRole('region', { name: 'Filters' });
    // The search box is not one of the card's filters.
    const toggle = within(filters).getByRole('button', { name: 'Filters 2 active' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const fields = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(fields).toContainElement(within(filters).getByRole('button', { name: 'Tax Law' }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(filters).getByRole('button', { name: 'Clear All' }));
    expect(within(filters).getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});

describe('load more', () => {
  it('appends the next 24, counts the total and keeps the page count in the URL', async () => {
    const calls = answerDirectory(manyLawyers(30));
    const { user } = renderDirectory();
    await findCount('30 lawyer(s) found');
    expect(cards()).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 30')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(calls.map((call) => call.url.searchParams.get('offset'))).toEqual(['0', '24']);
    expect(urlParams().get('pages')).toBe('2');
    expect(countLine()).toHaveTextContent('30 lawyer(s) found');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('restores as many pages on reload', async () => {
    const calls = answerDirectory(manyLawyers(60));
    renderDirectory('/lawyers?pages=2');
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(calls.map((call) => call.url.searchParams.get('offset'))).toEqual(['0', '24']);
    expect(screen.getByText('Showing 48 of 60')).toBeVisible();
  });

  it('starts again from the first page when a filter changes', async () => {
    answerDirectory(manyLawyers(30));
    const { user } = renderDirectory('/lawyers?pages=2');
    await waitFor(() => expect(cards()).toHaveLength(30));
    await user.click(screen.getByRole('button', { name: 'Family Law' }));
    expect(urlParams().get('pages')).toBeNull();
    await waitFor(() => expect(cards()).toHaveLength(24));
  });

  it('keeps the loaded pages and offers a retry when the next page fails', async () => {
    const rows = manyLawyers(30);
    let failNext = true;
    mockPostgrest('post', 'rpc/search_lawyer_directory', ({ url }) => {
      if (url.searchParams.get('offset') === '24' && failNext) {
        failNext = false;
        return { status: 503, body: postgrestError('XX000', 'busy') };
      }
      return pageOf(rows, url);
    });
    const { user } = renderDirectory();
    await findCount('30 lawyer(s) found');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await findToast('Error loading lawyers')).toBeInTheDocument();
    expect(cards()).toHaveLength(24);
    await user.click(await within(results()).findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(30));
  });
});

describe('booking', () => {
  it('asks a visitor to log in, then goes on to the request for that lawyer', async () => {
    answerDirectory([lawyerRow('l-7', { name: 'Priya Sharma' })]);
    const { user } = renderDirectory('/lawyers', { auth: 'signedOut' });
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    const book = within(card).getByRole('button', { name: 'Book Consultation' });
    expect(book).toHaveAccessibleDescription('Priya Sharma');

    await user.click(book);
    expect(useOverlays.getState().current).toEqual({
      kind: 'auth',
      portal: 'client',
      tab: 'login',
      then: { kind: 'consultation-request', lawyer: { id: 'l-7', name: 'Priya Sharma' } },
    });
    expect(screen.queryByText('Booking consultation')).not.toBeInTheDocument();
  });

  it('opens the request form for that lawyer for a signed-in user, with the toast', async () => {
    answerDirectory([lawyerRow('l-7', { name: null })]);
    const { user } = renderDirectory('/lawyers', { auth: { role: 'client', fullName: 'Asha' } });
    const card = await screen.findByRole('article', { name: 'Unknown Lawyer' });

    await user.click(within(card).getByRole('button', { name: 'Book Consultation' }));
    expect(useOverlays.getState().current).toEqual({
      kind: 'consultation-request',
      lawyer: { id: 'l-7', name: 'Unknown Lawyer' },
    });
    expect(await findToast('Booking consultation')).toBeInTheDocument();
    expect(
      await findToast('Please fill out the consultation form to proceed.'),
    ).toBeInTheDocument();
  });
});

describe('stale responses', () => {
  it('never lets an older answer replace newer results', async () => {
    let releaseFamily: () => void = () => {};
    const familyAnswered = new Promise<void>((resolve) => {
      releaseFamily = resolve;
    });
    server.use(
      http.post(`${TEST_SUPABASE_URL}/rest/v1/rpc/search_lawyer_directory`, async ({ request }) => {
        const body = (await request.json()) as { specialization?: string };
        const headers = (total: number) => ({ 'Content-Range': `0-${total - 1}/${total}` });
        if (body.specialization === 'Family Law') {
          await familyAnswered;
          return HttpResponse.json([lawyerRow('family', { name: 'Old Answer' })], {
            headers: headers(1),
          });
        }
        if (body.specialization === 'Tax Law') {
          return HttpResponse.json(
            [lawyerRow('tax-1', { name: 'New Answer' }), lawyerRow('tax-2')],
            { headers: headers(2) },
          );
        }
        return HttpResponse.json(manyLawyers(3), { headers: headers(3) });
      }),
    );
    const { user } = renderDirectory();
    await findCount('3 lawyer(s) found');

    await user.click(screen.getByRole('button', { name: 'Family Law' }));
    // The previous results stay, marked busy, while the slow answer is out.
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(cards()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Tax Law' }));
    expect(await screen.findByRole('article', { name: 'New Answer' })).toBeVisible();
    await findCount('2 lawyer(s) found matching your criteria');

    releaseFamily();
    // Give the late answer time to land; it must change nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('article', { name: 'Old Answer' })).not.toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    expect(countLine()).toHaveTextContent('2 lawyer(s) found matching your criteria');
  });
});

describe('the Language filter', () => {
  it('reads ?language= and sends it with the other filters, counted by Clear All', async () => {
    const calls = answerDirectory([]);
    const { user } = renderDirectory('/lawyers?language=mr&city=Pune');
    await findCount('0 lawyer(s) found matching your criteria');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ city: 'Pune', language: 'mr' });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('Marathi');
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(urlParams().toString()).toBe('');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('All Languages');
  });

  it('offers All Languages and the 23 consultation languages, and ignores an unknown code', async () => {
    const calls = answerDirectory(manyLawyers(1));
    renderDirectory('/lawyers?language=xx');
    await findCount('1 lawyer(s) found');
    expect(calls[0]!.body).toEqual({});
    const options = within(screen.getByRole('combobox', { name: 'Language' })).getAllByRole(
      'option',
    );
    expect(options).toHaveLength(24);
    expect(options.slice(0, 3).map((option) => option.textContent)).toEqual([
      'All Languages',
      'English',
      'Hindi',
    ]);
  });

  it("shows each lawyer's languages on the card", async () => {
    answerDirectory([lawyerRow('l-1', { languages: ['hi', 'en'] })]);
    renderDirectory();
    const card = await screen.findByRole('article', { name: 'Lawyer l-1' });
    expect(within(card).getByText('Languages')).toBeVisible();
    expect(within(card).getByText('Hindi, English')).toBeVisible();
  });
});

describe('in Hindi (docs/product/languages.md)', () => {
  beforeEach(async () => {
    await changeLanguage('hi');
  });

  afterEach(async () => {
    await changeLanguage('en');
  });

  it('shows the page, the filters and the cards in Hindi, keeping the English values in the URL', async () => {
    const calls = answerDirectory([
      lawyerRow('l-1', {
        name: 'Priya Sharma',
        expertise_areas: ['Family Law'],
        location: 'Delhi High Court, Supreme Court of India',
        hourly_rate: 250000,
        languages: ['hi', 'en'],
      }),
    ]);
    const { user } = renderDirectory();
    expect(screen.getByRole('heading', { level: 1, name: 'विशेषज्ञ वकील खोजें' })).toBeVisible();
    const hindiCount = async (text: string) =>
      waitFor(() =>
        expect(
          within(screen.getByRole('region', { name: 'वकील' })).getByRole('status'),
        ).toHaveTextContent(text),
      );
    await hindiCount('1 वकील मिले');
    const card = screen.getByRole('article', { name: 'Priya Sharma' });
    expect(within(card).getByText('पारिवारिक कानून')).toBeVisible();
    expect(
      within(card).getByText('दिल्ली उच्च न्यायालय, भारत का सर्वोच्च न्यायालय'),
    ).toBeVisible();
    expect(within(card).getByText('भाषाएँ')).toBeVisible();
    expect(within(card).getByText('हिन्दी, अंग्रेज़ी')).toBeVisible();
    expect(within(card).getByText('₹2,50,000/घंटा')).toBeVisible();
    expect(within(card).getByRole('button', { name: /परामर्श बुक करें/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'संपत्ति कानून' }));
    expect(urlParams().get('specialization')).toBe('Property Law');
    await user.selectOptions(screen.getByRole('combobox', { name: 'स्थान' }), 'बेंगलुरु');
    expect(urlParams().get('city')).toBe('Bangalore');
    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'हिन्दी');
    expect(urlParams().get('language')).toBe('hi');
    await waitFor(() =>
      expect(calls.at(-1)!.body).toEqual({
        specialization: 'Property Law',
        city: 'Bangalore',
        language: 'hi',
      }),
    );
    await hindiCount('आपकी शर्तों से मेल खाते 1 वकील मिले');
    expect(screen.getByRole('button', { name: 'सभी हटाएँ' })).toBeVisible();
  });
});
