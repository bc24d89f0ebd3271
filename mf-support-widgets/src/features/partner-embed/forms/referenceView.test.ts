import { afterEach, describe, expect, it, vi } from 'vitest';
import { h } from '../dom';
import type { ModalDialog } from './modalDialog';
import { showReference } from './referenceView';

const execCommand = document.execCommand;

function fakeDialog(): ModalDialog & { closed: boolean; closeHidden: boolean } {
  const body = h('div');
  const dialog = h('dialog', {}, body);
  document.body.append(dialog);
  const fake = {
    dialog,
    body,
    closed: false,
    closeHidden: false,
    setBusy: () => undefined,
    close: () => {
      fake.closed = true;
    },
    hideCloseButton: () => {
      fake.closeHidden = true;
    },
  };
  return fake;
}

afterEach(() => {
  document.execCommand = execCommand;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the embed’s reference number view', () => {
  it('shows the number with Copy and Close, Close focused and described by both sentences', () => {
    const dialog = fakeDialog();
    showReference(dialog, "We'll call you back within 24 hours.", 'CB-7K3M-9Q2X');
    expect(dialog.body).toHaveTextContent(
      "We'll call you back within 24 hours.Your reference number: CB-7K3M-9Q2X",
    );
    const close = dialog.body.querySelector<HTMLButtonElement>('.button-primary')!;
    expect(close).toHaveFocus();
    expect(close).toHaveAccessibleDescription(
      "We'll call you back within 24 hours. Your reference number: CB-7K3M-9Q2X",
    );
    expect(dialog.closeHidden).toBe(true);
    close.click();
    expect(dialog.closed).toBe(true);
  });

  it("links to our site's status page in a new tab, and leaves the link out without our site", () => {
    const dialog = fakeDialog();
    showReference(dialog, 'Filed.', 'CP-7K3M-9Q2X', 'https://nyaya.example');
    const link = dialog.body.querySelector('a')!;
    expect(link).toHaveTextContent('Check the status of your request');
    expect(link).toHaveAccessibleName('Check the status of your request (opens in a new tab)');
    expect(link).toHaveAttribute(
      'href',
      'https://nyaya.example/support/status?reference=CP-7K3M-9Q2X',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // Close still comes last and has the focus.
    expect(dialog.body.lastElementChild!.querySelector('.button-primary')).toHaveFocus();

    const withoutSite = fakeDialog();
    showReference(withoutSite, 'Filed.', 'CP-7K3M-9Q2X');
    expect(withoutSite.body.querySelector('a')).toBeNull();
    const badSite = fakeDialog();
    showReference(badSite, 'Filed.', 'CP-7K3M-9Q2X', 'not a url');
    expect(badSite.body.querySelector('a')).toBeNull();
  });

  it('copies the number and announces it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const dialog = fakeDialog();
    showReference(dialog, 'Filed.', 'CP-7K3M-9Q2X');
    const copy = dialog.body.querySelector<HTMLButtonElement>(
      '[aria-label="Copy reference number"]',
    )!;
    copy.click();
    await vi.waitFor(() => expect(copy).toHaveTextContent('Copied'));
    expect(writeText).toHaveBeenCalledWith('CP-7K3M-9Q2X');
    expect(copy).toHaveAccessibleName('Copied');
    expect(dialog.body.querySelector('[role="status"]')).toHaveTextContent(
      'Reference number copied.',
    );
  });

  it('selects the number and says so when it cannot copy', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('NotAllowedError')) },
    });
    document.execCommand = vi.fn(() => false);
    const dialog = fakeDialog();
    showReference(dialog, 'Filed.', 'CP-7K3M-9Q2X');
    dialog.body.querySelector<HTMLButtonElement>('[aria-label="Copy reference number"]')!.click();
    const status = dialog.body.querySelector('[role="status"]')!;
    await vi.waitFor(() =>
      expect(status).toHaveTextContent('Could not copy. Select the number and copy it.'),
    );
    expect(status).toHaveClass('copy-failed');
    expect(document.getSelection()?.toString()).toBe('CP-7K3M-9Q2X');
  });
});
