import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { Button } from '../Button/Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './Dialog';

function ComplaintDialog({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <button type="button">Outside</button>
      <Dialog onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button>File Complaint</Button>
        </DialogTrigger>
        <DialogContent
          title="File a Complaint"
          description="We value your feedback. Please share your complaint or concern and we'll address it promptly."
          footer={
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
          }
        >
          <input aria-label="Email Address" />
          <input aria-label="Phone Number" />
        </DialogContent>
      </Dialog>
    </>
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'File Complaint' }));
  return screen.findByRole('dialog');
}

describe('Dialog', () => {
  it('is closed until the trigger is pressed', () => {
    renderWithTheme(<ComplaintDialog />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a dialog named by its title and described by its description', async () => {
    renderWithTheme(<ComplaintDialog />);

    const dialog = await openDialog();

    expect(dialog).toHaveAccessibleName('File a Complaint');
    expect(dialog).toHaveAccessibleDescription(
      "We value your feedback. Please share your complaint or concern and we'll address it promptly.",
    );
    expect(screen.getByRole('heading', { name: 'File a Complaint' })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(<ComplaintDialog onOpenChange={onOpenChange} />);
    await openDialog();

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'File Complaint' })).toHaveFocus();
  });

  it('closes with the corner button labelled Close', async () => {
    renderWithTheme(<ComplaintDialog />);
    await openDialog();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with a DialogClose around a Cancel button', async () => {
    renderWithTheme(<ComplaintDialog />);
    await openDialog();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves focus inside and traps Tab and Shift+Tab within the dialog', async () => {
    renderWithTheme(<ComplaintDialog />);
    await openDialog();

    const email = screen.getByRole('textbox', { name: 'Email Address' });
    const phone = screen.getByRole('textbox', { name: 'Phone Number' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(email).toHaveFocus());

    await userEvent.tab();
    expect(phone).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(email).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('can hide the corner button when the dialog has its own Close button', async () => {
    function AiDialog() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent
            title="AI Lawyer Assistant"
            description="Talk to an AI lawyer by voice"
            hideDescription
            hideCloseButton
          >
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
          </DialogContent>
        </Dialog>
      );
    }
    renderWithTheme(<AiDialog />);

    const dialog = await screen.findByRole('dialog', { name: 'AI Lawyer Assistant' });
    expect(dialog).toHaveAccessibleDescription('Talk to an AI lawyer by voice');
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    expect(closeButtons).toHaveLength(1);

    await userEvent.click(closeButtons[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('accepts a translated close label', async () => {
    renderWithTheme(
      <Dialog defaultOpen>
        <DialogContent title="सहायता" description="विवरण" closeLabel="बंद करें" />
      </Dialog>,
    );

    expect(await screen.findByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });
});
