import { authStateFromSession, useAuthStore, useOverlays } from '@nyaya/shared-platform';
import { Route, Routes } from '@nyaya/shared-platform/router';
import {
  mockPostgrest,
  postgrestError,
  renderWithProviders,
  testSession,
  type RenderWithProvidersOptions,
} from '@nyaya/shared-platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import LawyerProfilePage from '../../exposes/LawyerProfilePage';
import { directoryRow } from '../../test/directoryRow';
import { answerReviews, LAWYER_ID, manyReviews, reviewRow, type ReviewRow } from './test-support';

/** The reply's label, whose lawyer name is an element of its own (marked translate="no"). */
const replyLabel = (text: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

// The section is a chunk of its own (./index.ts): loaded once, before the first test renders it.
beforeAll(() => import('./LawyerReviews'));

function renderProfile(options: RenderWithProvidersOptions & { hash?: string } = {}) {
  mockPostgrest('get', 'lawyer_directory', { body: [directoryRow({ id: LAWYER_ID })] });
  return renderWithProviders(
    <Routes>
      <Route path="/lawyers/:id" element={<LawyerProfilePage />} />
    </Routes>,
    { route: `/lawyers/${LAWYER_ID}${options.hash ?? ''}`, ...options },
  );
}

// The section renders once its chunk's lazy component resolves, after the profile.
const reviewsSection = () => screen.findByRole('region', { name: 'Reviews' }, { timeout: 5000 });
const articles = () =>
  within(screen.getByRole('region', { name: 'Reviews' })).queryAllByRole('article');

async function findReview(reviewer: string) {
  return within(await reviewsSection()).findByRole('article', { name: reviewer });
}

describe('the Reviews section', () => {
  it('shows each review with its stars, reviewer, month in India, labels, text and reply', async () => {
    answerReviews([
      reviewRow({
        id: 'review-1',
        rating: 4,
        reviewer_name: 'Aarav M.',
        body: 'Clear advice.\nShe called back the same day. <b>not bold</b>',
        // 00:30 on 1 December in India.
        created_at: '2026-11-30T19:00:00Z',
        edited_at: '2026-12-02T09:00:00Z',
        reply: 'Thank you, Aarav.',
        replied_at: '2026-12-03T09:00:00Z',
      }),
      reviewRow({ id: 'review-2', rating: 5, reviewer_name: 'Meera', body: null }),
    ]);
    renderProfile();

    const first = await findReview('Aarav M.');
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    expect(within(first).getByText('December 2026')).toHaveAttribute(
      'dateTime',
      '2026-11-30T19:00:00Z',
    );
    expect(within(first).getByText('Verified consultation')).toBeVisible();
    expect(within(first).getByText('Edited')).toBeVisible();
    // Plain text, line breaks kept: nothing in it is read as markup.
    const text = within(first).getByText(/^Clear advice\./);
    expect(text.textContent).toBe('Clear advice.\nShe called back the same day. <b>not bold</b>');
    expect(text.querySelector('b')).toBeNull();
    expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    expect(within(first).getByText(replyLabel('Response from Priya Sharma'))).toBeVisible();
    expect(within(first).getByText('Thank you, Aarav.')).toBeVisible();

    const second = await findReview('Meera');
    expect(within(second).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    expect(within(second).getByText('November 2026')).toBeVisible();
    expect(within(second).queryByText('Edited')).not.toBeInTheDocument();
    expect(within(second).queryByText(/^Response from/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it("pages 5 at a time with 'Show more reviews', keeping the earlier ones, until there are no more", async () => {
    const calls = answerReviews(manyReviews(12));
    const { user } = renderProfile();

    await within(await reviewsSection()).findByText('Review number 12');
    expect(articles()).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(articles()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(articles()).toHaveLength(12));

    expect(
      articles().map((article) => within(article).getByText(/^Review number/).textContent),
    ).toEqual(Array.from({ length: 12 }, (_, index) => `Review number ${12 - index}`));
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url.searchParams.get('offset'))).toEqual(['0', '5', '10']);
  });

  it("says 'No reviews yet.' when the lawyer has none", async () => {
    answerReviews([]);
    renderProfile();
    expect(await within(await reviewsSection()).findByText('No reviews yet.')).toBeVisible();
    expect(articles()).toHaveLength(0);
  });

  it('shows a failed load with its reason, and Try again reads the reviews again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    mockPostgrest('get', 'lawyer_review_list', () =>
      failing
        ? {
            status: 500,
            body: postgrestError('57014', 'canceling statement due to statement timeout'),
          }
        : { body: [reviewRow()] },
    );
    const { user } = renderProfile();

    const section = await reviewsSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The reviews could not be loaded. canceling statement due to statement timeout',
    );
    failing = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('article', { name: 'Aarav M.' })).toBeVisible();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('scrolls to the section for /lawyers/<id>#reviews once the reviews are on the page', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    answerReviews([reviewRow()]);
    renderProfile({ hash: '#reviews' });

    await findReview('Aarav M.');
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(section).toHaveAttribute('id', 'reviews');
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(section);
  });

  it('does not scroll without the hash', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    answerReviews([reviewRow()]);
    renderProfile();
    await findReview('Aarav M.');
    expect(scrolled).not.toHaveBeenCalled();
  });
});

describe('Report', () => {
  it('asks a visitor to sign in first, and opens no dialog', async () => {
    answerReviews([reviewRow()]);
    const { user } = renderProfile({ auth: 'signedOut' });
    const review = await findReview('Aarav M.');

    await user.click(within(review).getByRole('button', { name: 'Report' }));

    expect(useOverlays.getState().current).toEqual({
      kind: 'auth',
      portal: 'client',
      tab: 'login',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for the session to be read rather than ask a signed-in user to log in', async () => {
    answerReviews([reviewRow()]);
    const { user } = renderProfile({ auth: 'loading' });
    const review = await findReview('Aarav M.');

    await user.click(within(review).getByRole('button', { name: 'Report' }));
    expect(useOverlays.getState().current).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => useAuthStore.setState(authStateFromSession(testSession({ role: 'client' }))));
    expect(await screen.findByRole('dialog', { name: 'Report this review' })).toBeVisible();
    expect(useOverlays.getState().current).toBeNull();
  });

  it('asks for a reason, counts it, reports it, thanks, and returns focus to Report', async () => {
    answerReviews([reviewRow({ id: 'review-1' })]);
    const calls = mockPostgrest('post', 'rpc/report_review', { status: 204 });
    const { user } = renderProfile({ auth: { id: 'someone', role: 'client' } });
    const review = await findReview('Aarav M.');
    const report = within(review).getByRole('button', { name: 'Report' });

    await user.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    const reason = within(dialog).getByRole('textbox', {
      name: 'Why are you reporting this review?',
    });
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription('0 of 500 characters');

    await user.click(within(dialog).getByRole('button', { name: 'Report review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Tell us why you are reporting this review.',
    );
    expect(reason).toHaveFocus();
    expect(calls).toHaveLength(0);

    await user.type(reason, '  It reads like an advertisement.  ');
    expect(reason).toHaveAccessibleDescription('31 of 500 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Report review' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thank you. Our team will look at this review.',
    );
    expect(calls[0]!.body).toEqual({
      review_id: 'review-1',
      reason: 'It reads like an advertisement.',
    });
    const close = within(dialog).getAllByRole('button', { name: 'Close' });
    await waitFor(() =>
      expect(close.some((button) => button === document.activeElement)).toBe(true),
    );

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(report).toHaveFocus();
  });

  it('refuses a reason over 500 characters without asking the database', async () => {
    answerReviews([reviewRow()]);
    const calls = mockPostgrest('post', 'rpc/report_review', { status: 204 });
    const { user } = renderProfile({ auth: { role: 'lawyer' } });
    await user.click(within(await findReview('Aarav M.')).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    const reason = within(dialog).getByRole('textbox');

    await user.click(reason);
    await user.paste('x'.repeat(501));
    expect(reason).toHaveAccessibleDescription('501 of 500 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Report review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A reason can be at most 500 characters.',
    );
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['22023', 400, 'You cannot report your own review.'],
    ['23505', 409, 'You have already reported this review. Our team will look at it.'],
  ])(
    "shows the database's refusal %s as its sentence and keeps the reason",
    async (code, status, sentence) => {
      answerReviews([reviewRow()]);
      mockPostgrest('post', 'rpc/report_review', { status, body: postgrestError(code, sentence) });
      const { user } = renderProfile({ auth: { role: 'client' } });
      await user.click(
        within(await findReview('Aarav M.')).getByRole('button', { name: 'Report' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
      const reason = within(dialog).getByRole('textbox');

      await user.type(reason, 'Not a real client.');
      await user.click(within(dialog).getByRole('button', { name: 'Report review' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(sentence);
      expect(reason).toHaveValue('Not a real client.');
      expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    },
  );
});

describe('Reply publicly', () => {
  it('is offered only to the lawyer of the profile, under reviews without a reply', async () => {
    answerReviews([
      reviewRow({ id: 'review-1', reviewer_name: 'Aarav M.' }),
      reviewRow({ id: 'review-2', reviewer_name: 'Meera S.', reply: 'Thank you.' }),
    ]);
    renderProfile({ auth: { id: LAWYER_ID, role: 'lawyer' } });
    const unanswered = await findReview('Aarav M.');
    expect(within(unanswered).getByRole('button', { name: 'Reply publicly' })).toBeVisible();
    const answered = await findReview('Meera S.');
    expect(
      within(answered).queryByRole('button', { name: 'Reply publicly' }),
    ).not.toBeInTheDocument();
  });

  it('is not offered to another lawyer or a visitor', async () => {
    answerReviews([reviewRow()]);
    renderProfile({ auth: { id: 'another-lawyer', role: 'lawyer' } });
    const review = await findReview('Aarav M.');
    expect(
      within(review).queryByRole('button', { name: 'Reply publicly' }),
    ).not.toBeInTheDocument();
  });

  it('posts the reply, which then shows under the review', async () => {
    let rows: ReviewRow[] = [reviewRow({ id: 'review-1' })];
    const reads = answerReviews(() => rows);
    const calls = mockPostgrest('post', 'rpc/reply_to_review', () => {
      rows = [reviewRow({ id: 'review-1', reply: 'Thank you, Aarav.' })];
      return { body: { ...rows[0], client_id: 'client-1' } };
    });
    const { user } = renderProfile({ auth: { id: LAWYER_ID, role: 'lawyer' } });
    const review = await findReview('Aarav M.');

    await user.click(within(review).getByRole('button', { name: 'Reply publicly' }));
    let reply = within(review).getByRole('textbox', { name: 'Your public reply' });
    expect(reply).toHaveFocus();
    expect(reply).toBeRequired();

    await user.click(within(review).getByRole('button', { name: 'Post reply' }));
    expect(within(review).getByRole('alert')).toHaveTextContent('Write your reply.');
    expect(calls).toHaveLength(0);

    await user.click(within(review).getByRole('button', { name: 'Cancel' }));
    const replyPublicly = within(review).getByRole('button', { name: 'Reply publicly' });
    await waitFor(() => expect(replyPublicly).toHaveFocus());
    await user.click(replyPublicly);
    reply = within(review).getByRole('textbox', { name: 'Your public reply' });

    await user.type(reply, 'Thank you, Aarav.');
    expect(reply).toHaveAccessibleDescription(/17 of 1000 characters/);
    await user.click(within(review).getByRole('button', { name: 'Post reply' }));

    expect(await within(review).findByText(replyLabel('Response from Priya Sharma'))).toBeVisible();
    expect(within(review).getByText('Thank you, Aarav.')).toBeVisible();
    // Focus moves to the posted reply, which took the place of the button.
    await waitFor(() =>
      expect(within(review).getByText('Thank you, Aarav.').parentElement).toHaveFocus(),
    );
    expect(within(review).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(review).queryByRole('button', { name: 'Reply publicly' }),
    ).not.toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ review_id: 'review-1', reply: 'Thank you, Aarav.' });
    // The list is read again, so the page agrees with the database.
    await waitFor(() => expect(reads).toHaveLength(2));
  });

  it("shows the database's refusal as its sentence and keeps the text", async () => {
    answerReviews([reviewRow()]);
    mockPostgrest('post', 'rpc/reply_to_review', {
      status: 409,
      body: postgrestError('23505', 'You have already replied to this review.'),
    });
    const { user } = renderProfile({ auth: { id: LAWYER_ID, role: 'lawyer' } });
    const review = await findReview('Aarav M.');

    await user.click(within(review).getByRole('button', { name: 'Reply publicly' }));
    const reply = within(review).getByRole('textbox', { name: 'Your public reply' });
    await user.type(reply, 'Thanks again.');
    await user.click(within(review).getByRole('button', { name: 'Post reply' }));

    expect(await within(review).findByRole('alert')).toHaveTextContent(
      'You have already replied to this review.',
    );
    expect(reply).toHaveValue('Thanks again.');
  });
});
