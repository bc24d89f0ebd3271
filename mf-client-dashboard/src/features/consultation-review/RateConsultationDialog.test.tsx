import type { IntentOf } from '@nyaya/shared-platform';
import {
  mockPostgrest,
  postgrestError,
  renderWithProviders,
  server,
  TEST_SUPABASE_URL,
} from '@nyaya/shared-platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RateConsultationDialog from '../../exposes/RateConsultationDialog';
import { reviewKeys } from './api/queries';
import type { ClientReviewRow } from './model/review';

type RateIntent = IntentOf<'rate-consultation'>;

const NOW = new Date('2026-12-10T06:00:00Z');
const REQUEST_ID = '5d1f5e8a-3b0c-4d5e-9f7a-1b2c3d4e5f60';
const INTENT: RateIntent = {
  kind: 'rate-consultation',
  requestId: REQUEST_ID,
  lawyerName: 'Priya Sharma',
};
const CLIENT = { id: 'client-1', role: 'client' } as const;

function reviewRow(overrides: Partial<ClientReviewRow> = {}): ClientReviewRow {
  return {
    id: 'review-1',
    request_id: REQUEST_ID,
    rating: 3,
    body: 'Clear advice on the lease.',
    created_at: '2026-12-08T06:00:00Z',
    edited_at: null,
    hidden_at: null,
    ...overrides,
  };
}

/** The author's read of their review of the request: `rows` is [] before they reviewed it. */
function answerReview(rows: ClientReviewRow[]) {
  return mockPostgrest('get', 'lawyer_reviews', { body: rows });
}

/** Answers an rpc as PostgREST does with the function's row, echoing what was sent. */
function answerRpc(name: 'review_consultation' | 'edit_review', row = reviewRow()) {
  return mockPostgrest('post', `rpc/${name}`, (request) => {
    const sent = request.body as { rating: number; body: string };
    return { body: { ...row, rating: sent.rating, body: sent.body || null } };
  });
}

function renderDialog(intent: RateIntent = INTENT) {
  const onClose = vi.fn();
  const view = renderWithProviders(<RateConsultationDialog intent={intent} onClose={onClose} />, {
    auth: CLIENT,
  });
  return { ...view, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Rate your consultation' });
const ratingGroup = () => within(dialog()).getByRole('radiogroup', { name: 'Rating' });
const star = (name: string) => within(dialog()).getByRole('radio', { name });
const text = () => within(dialog()).getByRole('textbox', { name: 'Your review (optional)' });
const button = (name: string) => within(dialog()).getByRole('button', { name });

async function findForm() {
  return within(await screen.findByRole('dialog')).findByRole('radiogroup', { name: 'Rating' });
}

beforeEach(() => {
  // Only the clock: timers stay real for msw, Radix and user-event.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RateConsultationDialog', () => {
  it('names the lawyer, and reads the review of the request', async () => {
    const reads = answerReview([]);
    renderDialog();
    await findForm();
    expect(dialog()).toHaveAccessibleDescription('How was your consultation with Priya Sharma?');
    expect(reads).toHaveLength(1);
    expect(reads[0]!.url.searchParams.get('request_id')).toBe(`eq.${REQUEST_ID}`);
  });

  it('asks about "your lawyer" when the intent names none', async () => {
    answerReview([]);
    renderDialog({ kind: 'rate-consultation', requestId: REQUEST_ID });
    await findForm();
    expect(dialog()).toHaveAccessibleDescription('How was your consultation with your lawyer?');
  });

  it('offers five stars as a radio group labelled Rating, and an optional text with its counter', async () => {
    answerReview([]);
    renderDialog();
    await findForm();
    expect(
      within(ratingGroup())
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
      expect(star(name)).not.toBeChecked();
    }
    expect(ratingGroup()).toHaveAttribute('aria-required', 'true');
    expect(text()).not.toHaveAttribute('aria-required');
    expect(text()).toHaveAccessibleDescription('0 of 2,000 characters');
    expect(button('Post review')).toBeEnabled();
    expect(button('Cancel')).toBeEnabled();
  });

  it('moves between the stars with the arrow keys, choosing as it goes', async () => {
    answerReview([]);
    const { user } = renderDialog();
    await findForm();
    await user.click(star('3 stars'));
    expect(star('3 stars')).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(star('4 stars')).toBeChecked();
    expect(star('4 stars')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(star('2 stars')).toBeChecked();
  });

  it('calls onClose from Cancel and from Escape', async () => {
    answerReview([]);
    const { user, onClose } = renderDialog();
    await findForm();
    await user.click(button('Cancel'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('posting a review', () => {
  it('posts the stars and the text, then says thank you and refreshes the client reviews', async () => {
    answerReview([]);
    const calls = answerRpc('review_consultation');
    const { user, onClose, queryClient } = renderDialog();
    const reviews = reviewKeys.ofClient(CLIENT.id);
    queryClient.setQueryData(reviews, []);
    await findForm();

    await user.click(star('4 stars'));
    await user.type(text(), '  Patient and clear.  ');
    // Counted as stored: without the surrounding spaces.
    expect(text()).toHaveAccessibleDescription('18 of 2,000 characters');
    await user.click(button('Post review'));

    const status = await within(dialog()).findByText('Thank you. Your review is posted.');
    expect(status).toHaveAttribute('role', 'status');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      request_id: REQUEST_ID,
      rating: 4,
      body: 'Patient and clear.',
    });
    expect(queryClient.getQueryState(reviews)?.isInvalidated).toBe(true);
    // The Close under the sentence (the dialog's own X is named Close too).
    const close = within(status.parentElement!).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    expect(onClose).not.toHaveBeenCalled();
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('posts stars without text as no text', async () => {
    answerReview([]);
    const calls = answerRpc('review_consultation');
    const { user } = renderDialog();
    await findForm();
    await user.click(star('5 stars'));
    await user.type(text(), '   ');
    await user.click(button('Post review'));
    await within(dialog()).findByText('Thank you. Your review is posted.');
    expect(calls[0]!.body).toEqual({ request_id: REQUEST_ID, rating: 5, body: '' });
  });

  it('is busy while sending: one review however often it is submitted', async () => {
    answerReview([]);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    server.use(
      http.post(`${TEST_SUPABASE_URL}/rest/v1/rpc/review_consultation`, async () => {
        posts += 1;
        await released;
        return HttpResponse.json(reviewRow({ rating: 2 }));
      }),
    );
    const { user } = renderDialog();
    await findForm();
    await user.click(star('2 stars'));
    await user.dblClick(button('Post review'));
    const busy = button('Posting...');
    expect(busy).toBeDisabled();
    await user.click(busy);
    await act(async () => release());
    await within(dialog()).findByText('Thank you. Your review is posted.');
    expect(posts).toBe(1);
  });
});

describe('validation', () => {
  it('asks for the stars, at the group, sending nothing', async () => {
    answerReview([]);
    const calls = answerRpc('review_consultation');
    const { user } = renderDialog();
    await findForm();
    await user.type(text(), 'Good');
    await user.click(button('Post review'));

    const sentence = 'Choose a rating from 1 to 5 stars.';
    expect(await within(ratingGroup()).findByRole('alert')).toHaveTextContent(sentence);
    expect(ratingGroup()).toHaveAttribute('aria-invalid', 'true');
    expect(ratingGroup()).toHaveAccessibleDescription(sentence);
    expect(star('1 star')).toHaveFocus();
    expect(calls).toHaveLength(0);
    expect(text()).toHaveValue('Good');
  });

  it('refuses text of invisible characters only', async () => {
    answerReview([]);
    const calls = answerRpc('review_consultation');
    const { user } = renderDialog();
    await findForm();
    await user.click(star('4 stars'));
    await user.click(text());
    await user.paste('\u200b\u200b');
    await user.click(button('Post review'));

    const sentence = 'Write some words in your review, or leave it empty.';
    await waitFor(() => expect(text()).toHaveAttribute('aria-invalid', 'true'));
    expect(text()).toHaveAccessibleDescription(new RegExp(sentence.replace('.', '\\.')));
    expect(text()).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('counts up to 2,000 characters and refuses more', async () => {
    answerReview([]);
    const calls = answerRpc('review_consultation');
    const { user } = renderDialog();
    await findForm();
    await user.click(star('4 stars'));
    await user.click(text());
    await user.paste('x'.repeat(2000));
    expect(text()).toHaveAccessibleDescription('2,000 of 2,000 characters');
    await user.type(text(), 'yz');
    expect(text()).toHaveAccessibleDescription('2 characters over the limit of 2,000');
    await user.click(button('Post review'));

    const sentence = 'Your review can be at most 2,000 characters.';
    await waitFor(() =>
      expect(text()).toHaveAccessibleDescription(new RegExp(sentence.replace(/[.,]/g, '\\$&'))),
    );
    expect(calls).toHaveLength(0);
  });
});

describe('a refusal from the database', () => {
  it("shows the database's sentence and keeps the stars and the text", async () => {
    answerReview([]);
    const sentence =
      'You have already reviewed this consultation. You can edit your review instead.';
    mockPostgrest('post', 'rpc/review_consultation', {
      status: 409,
      body: postgrestError('23505', sentence),
    });
    const { user, onClose } = renderDialog();
    await findForm();
    await user.click(star('4 stars'));
    await user.type(text(), 'Helpful');
    await user.click(button('Post review'));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(sentence);
    expect(button('Post review')).toHaveAccessibleDescription(sentence);
    expect(star('4 stars')).toBeChecked();
    expect(text()).toHaveValue('Helpful');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when the consultation is not completed', async () => {
    answerReview([]);
    const sentence = 'Only a completed consultation can be reviewed.';
    mockPostgrest('post', 'rpc/review_consultation', {
      status: 400,
      body: postgrestError('55000', sentence),
    });
    const { user } = renderDialog();
    await findForm();
    await user.click(star('1 star'));
    await user.click(button('Post review'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(sentence);
  });
});

describe('editing a review', () => {
  it('starts from the review, says until when, and saves the change', async () => {
    answerReview([reviewRow()]);
    const calls = answerRpc('edit_review');
    const { user } = renderDialog();
    await findForm();

    expect(star('3 stars')).toBeChecked();
    expect(text()).toHaveValue('Clear advice on the lease.');
    expect(within(dialog()).getByText(/You can edit your review until/)).toHaveTextContent(
      'You can edit your review until 22 Dec 2026.',
    );
    await user.click(star('5 stars'));
    await user.click(button('Save changes'));

    expect(await within(dialog()).findByText('Your review is updated.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(calls[0]!.body).toEqual({
      review_id: 'review-1',
      rating: 5,
      body: 'Clear advice on the lease.',
    });
  });

  it("shows the database's sentence when the 14 days ended meanwhile", async () => {
    answerReview([reviewRow()]);
    const sentence =
      'This review can no longer be edited: reviews can be edited for 14 days after posting.';
    mockPostgrest('post', 'rpc/edit_review', {
      status: 400,
      body: postgrestError('55000', sentence),
    });
    const { user } = renderDialog();
    await findForm();
    await user.clear(text());
    await user.type(text(), 'Changed my mind');
    await user.click(button('Save changes'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(sentence);
    expect(text()).toHaveValue('Changed my mind');
  });

  it('says a review older than 14 days can no longer be edited, and offers no form', async () => {
    answerReview([reviewRow({ created_at: '2026-11-25T06:00:00Z' })]);
    renderDialog();
    const sentence =
      'This review can no longer be edited: reviews can be edited for 14 days after posting.';
    expect(await screen.findByText(sentence)).toHaveAttribute('role', 'status');
    expect(within(dialog()).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(
      within(dialog()).queryByRole('button', { name: 'Save changes' }),
    ).not.toBeInTheDocument();
  });

  it('says a hidden review can no longer be edited', async () => {
    answerReview([reviewRow({ hidden_at: '2026-12-09T06:00:00Z' })]);
    renderDialog();
    expect(
      await screen.findByText('This review was hidden by our team and can no longer be edited.'),
    ).toHaveAttribute('role', 'status');
    expect(within(dialog()).queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});

describe('loading', () => {
  it('says when the review could not be loaded, and Try again recovers', async () => {
    let fail = true;
    server.use(
      http.get(`${TEST_SUPABASE_URL}/rest/v1/lawyer_reviews`, () =>
        fail
          ? HttpResponse.json(postgrestError('XX000', 'boom'), { status: 500 })
          : HttpResponse.json([]),
      ),
    );
    const { user } = renderDialog();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Your review could not be loaded.',
    );
    fail = false;
    await user.click(button('Try again'));
    await findForm();
  });
});
