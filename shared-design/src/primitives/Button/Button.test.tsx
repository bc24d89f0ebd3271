import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick and defaults to type="button" so it never submits a form by accident', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Book Consultation</Button>
      </form>,
    );

    const button = screen.getByRole('button', { name: 'Book Consultation' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the form when type="submit"', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit">Submit Complaint</Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Submit Complaint' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, disabled and ignores clicks', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Submitting...
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[data-spinner]')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);

    expect(onClick).not.toHaveBeenCalled();
  });

  it('is neither busy nor disabled when not loading', () => {
    renderWithTheme(<Button>Sign Out</Button>);

    const button = screen.getByRole('button', { name: 'Sign Out' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('[data-spinner]')).toBeNull();
  });

  it('keeps styling props off the DOM and forwards the ref', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(
      <Button ref={ref} variant="danger" size="lg" fullWidth>
        End Call
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'End Call' });
    expect(ref.current).toBe(button);
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('size');
    expect(button).not.toHaveAttribute('fullwidth');
  });

  it('wraps a label longer than the room instead of overflowing (Hindi on a phone)', () => {
    renderWithTheme(<Button>परामर्श बुक करें</Button>);
    const button = screen.getByRole('button', { name: 'परामर्श बुक करें' });
    expect(button).toHaveStyle({ overflowWrap: 'break-word', textAlign: 'center' });
    expect(button).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
