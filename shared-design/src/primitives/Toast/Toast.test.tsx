import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { Toaster } from './Toaster';
import { dismissToast, getToasts, MAX_VISIBLE_TOASTS, toast } from './toastStore';

afterEach(() => {
  act(() => dismissToast());
});

function region() {
  return screen.getByRole('region', { name: /Notifications/ });
}

async function findAnnouncement(text: string) {
  const statuses = await screen.findAllByRole('status');
  await waitFor(() => {
    expect(statuses.some((status) => status.textContent?.includes(text))).toBe(true);
  });
  const announcement = statuses.find((status) => status.textContent?.includes(text));
  if (!announcement) throw new Error(`No announcement for ${text}`);
  return announcement;
}

describe('toast() and Toaster', () => {
  it('shows a default toast with title and description and announces it politely', async () => {
    renderWithTheme(<Toaster />);

    act(() => {
      toast({
        title: 'Booking consultation',
        description: 'Please fill out the consultation form to proceed.',
      });
    });

    const item = within(region()).getByText('Booking consultation').closest('li');
    expect(item).toHaveAttribute('data-variant', 'default');
    expect(item).toHaveTextContent('Please fill out the consultation form to proceed.');

    const announcement = await findAnnouncement('Booking consultation');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(announcement).toHaveTextContent(
      'Notification Booking consultation Please fill out the consultation form to proceed.',
    );
  });

  it('shows a destructive toast and announces it assertively', async () => {
    renderWithTheme(<Toaster />);

    act(() => {
      toast({
        title: 'Submission Failed',
        description: 'An error occurred while submitting your request. Please try again.',
        variant: 'destructive',
      });
    });

    const item = within(region()).getByText('Submission Failed').closest('li');
    expect(item).toHaveAttribute('data-variant', 'destructive');

    const announcement = await findAnnouncement('Submission Failed');
    expect(announcement).toHaveAttribute('aria-live', 'assertive');
  });

  it('closes a toast with its dismiss button', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Welcome back!' });
    });

    await userEvent.click(within(region()).getByRole('button', { name: 'Dismiss notification' }));

    await waitFor(() =>
      expect(within(region()).queryByText('Welcome back!')).not.toBeInTheDocument(),
    );
    expect(getToasts()).toHaveLength(0);
  });

  it('hides a toast by itself after its duration', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Call Ended', duration: 50 });
    });
    expect(within(region()).getByText('Call Ended')).toBeInTheDocument();

    await waitFor(() => expect(within(region()).queryByText('Call Ended')).not.toBeInTheDocument());
  });

  it('can be dismissed through the handle returned by toast()', () => {
    renderWithTheme(<Toaster />);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Connected' });
    });
    expect(within(region()).getByText('Connected')).toBeInTheDocument();

    act(() => handle?.dismiss());

    expect(within(region()).queryByText('Connected')).not.toBeInTheDocument();
  });

  it(`keeps only the newest ${MAX_VISIBLE_TOASTS} toasts`, () => {
    renderWithTheme(<Toaster />);

    act(() => {
      for (let index = 1; index <= MAX_VISIBLE_TOASTS + 1; index += 1) {
        toast({ title: `Toast ${index}` });
      }
    });

    expect(within(region()).queryByText('Toast 1')).not.toBeInTheDocument();
    expect(within(region()).getByText(`Toast ${MAX_VISIBLE_TOASTS + 1}`)).toBeInTheDocument();
    expect(within(region()).getAllByRole('listitem')).toHaveLength(MAX_VISIBLE_TOASTS);
  });

  it('shows toasts raised before the Toaster mounted', () => {
    act(() => {
      toast({ title: 'Verification Submitted!' });
    });

    renderWithTheme(<Toaster />);

    expect(within(region()).getByText('Verification Submitted!')).toBeInTheDocument();
  });
});
