import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent } from '../primitives/Dialog/Dialog';
import { Toaster } from '../primitives/Toast/Toaster';
import { toast } from '../primitives/Toast/toastStore';
import { renderWithTheme } from '../test-utils/renderWithTheme';
import { DesignProvider } from './DesignProvider';

function OpenDialog() {
  return (
    <Dialog open>
      <DialogContent title="शिकायत दर्ज करें" description="विवरण">
        <p>…</p>
      </DialogContent>
    </Dialog>
  );
}

describe("the design system's own labels", () => {
  it('are English without a provider of labels', () => {
    renderWithTheme(<OpenDialog />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("come from DesignProvider's labels: a dialog's close button and the toasts", () => {
    render(
      <DesignProvider
        withToaster={false}
        labels={{
          close: 'बंद करें',
          notifications: 'सूचनाएँ',
          dismissNotification: 'सूचना हटाएँ',
        }}
      >
        <OpenDialog />
        <Toaster />
      </DesignProvider>,
    );
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    act(() => {
      toast({ title: 'सहेजा गया' });
    });
    expect(screen.getByRole('region', { name: 'सूचनाएँ', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सूचना हटाएँ', hidden: true })).toBeInTheDocument();
  });

  it("keep a caller's own label", () => {
    render(
      <DesignProvider withToaster={false} labels={{ close: 'बंद करें' }}>
        <Dialog open>
          <DialogContent title="t" description="d" closeLabel="रद्द करें">
            <p>…</p>
          </DialogContent>
        </Dialog>
      </DesignProvider>,
    );
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });
});
