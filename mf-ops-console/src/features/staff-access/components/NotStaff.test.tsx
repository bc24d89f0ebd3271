import { changeLanguage } from '@nyaya/shared-platform';
import { Route, Routes } from '@nyaya/shared-platform/router';
import { renderWithProviders } from '@nyaya/shared-platform/testing';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../i18n';
import { NotStaff } from './NotStaff';

const SENTENCE = 'The staff console is only for NyayaConnect staff.';

async function toastRegion() {
  return screen.findByRole('region', { name: /Notifications/, hidden: true });
}

afterEach(cleanup);

describe('NotStaff', () => {
  it('says its sentence once, even when the strings change before the way home is taken', async () => {
    // Kept mounted after the navigation (a catch-all route), as it is while the shell's
    // route change is still in a transition.
    renderWithProviders(
      <Routes>
        <Route path="*" element={<NotStaff />} />
      </Routes>,
      { auth: { id: 'client-1', role: 'client', fullName: 'Asha Verma' }, route: '/ops' },
    );
    const region = await toastRegion();
    expect(await within(region).findByText(SENTENCE)).toBeInTheDocument();

    await act(() => changeLanguage('en'));

    expect(within(region).getAllByText(SENTENCE)).toHaveLength(1);
  });
});
