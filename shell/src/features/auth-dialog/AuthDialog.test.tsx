import {
  DataError,
  prepareAuth,
  signIn,
  signInWithGoogle,
  signUp,
  useOverlays,
  type OverlayIntent,
} from '@nyaya/shared-platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../test/render';
import AuthDialog from './AuthDialog';

// The shared auth API is mocked at the package boundary; everything else is real.
vi.mock('@nyaya/shared-platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@nyaya/shared-platform')>()),
  signIn: vi.fn(),
  signUp: vi.fn(),
  signInWithGoogle: vi.fn(),
  prepareAuth: vi.fn(),
}));

const onClose = vi.fn();

beforeEach(() => {
  onClose.mockReset();
  vi.mocked(signIn).mockReset();
  vi.mocked(signUp).mockReset();
  vi.mocked(signInWithGoogle).mockReset();
  vi.mocked(prepareAuth).mockReset();
});

it('starts fetching the auth client as soon as it opens, once', () => {
  renderDialog('client', 'login');
  expect(prepareAuth).toHaveBeenCalledTimes(1);
});

function renderDialog(portal: 'client' | 'lawyer', tab: 'login' | 'signup', then?: OverlayIntent) {
  const user = userEvent.setup();
  renderWithShell(<AuthDialog intent={{ kind: 'auth', portal, tab, then }} onClose={onClose} />);
  const dialog = screen.getByRole('dialog');
  return { user, dialog, form: within(dialog) };
}

/**
 * Toasts live in the Toaster's region ('Notifications (F8)'), which a modal dialog hides from
 * the accessibility tree while it is open (hence `hidden: true`).
 */
async function findToast(text: string) {
  // The Toaster mounts, and its code loads, with the first toast.
  const region = await screen.findByRole('region', { name: /Notifications/, hidden: true });
  return within(region).findByText(text);
}

async function fillSignUp(
  user: ReturnType<typeof userEvent.setup>,
  form: ReturnType<typeof within>,
  values: { fullName?: string; phone?: string; email?: string; password?: string },
) {
  if (values.fullName) await user.type(form.getByLabelText('Full Name'), values.fullName);
  if (values.phone) await user.type(form.getByLabelText('Phone Number'), values.phone);
  if (values.email) await user.type(form.getByLabelText('Email'), values.email);
  if (values.password) await user.type(form.getByLabelText('Password'), values.password);
}

describe('AuthDialog', () => {
  it("is titled 'Client Portal' for clients and 'Lawyer Portal' for lawyers", () => {
    renderDialog('client', 'login');
    expect(screen.getByRole('dialog', { name: 'Client Portal' })).toBeInTheDocument();
  });

  it("is titled 'Lawyer Portal' for the lawyer portal, with Login and Sign Up tabs", () => {
    const { form } = renderDialog('lawyer', 'signup');
    expect(screen.getByRole('dialog', { name: 'Lawyer Portal' })).toBeInTheDocument();
    expect(form.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'false');
    expect(form.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on the tab the intent asks for and switches tabs', async () => {
    const { user, form } = renderDialog('client', 'login');
    expect(form.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(form.getByLabelText('Email')).toHaveFocus();
    expect(form.queryByLabelText('Full Name')).not.toBeInTheDocument();

    await user.click(form.getByRole('tab', { name: 'Sign Up' }));
    expect(form.getByLabelText('Full Name')).toBeInTheDocument();
    expect(form.getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
    expect(form.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('marks all four sign-up fields required (*) on the lawyer form only', () => {
    const { form } = renderDialog('lawyer', 'signup');
    for (const label of ['Full Name', 'Phone Number', 'Email', 'Password']) {
      const input = form.getByLabelText(label);
      expect(input).toHaveAttribute('aria-required', 'true');
      expect(input.closest('div')!.parentElement!.textContent).toContain(`${label}*`);
    }
    expect(form.getAllByText('*')).toHaveLength(4);
  });

  it('shows no required marks on the client sign-up form', () => {
    const { form } = renderDialog('client', 'signup');
    expect(form.queryAllByText('*')).toHaveLength(0);
    expect(form.getByLabelText('Email')).toHaveAttribute('aria-required', 'true');
    expect(form.getByLabelText('Full Name')).not.toHaveAttribute('aria-required');
  });

  it('validates the lawyer form before calling the backend', async () => {
    const { user, form } = renderDialog('lawyer', 'signup');
    await user.click(form.getByRole('button', { name: 'Sign Up' }));
    expect(await form.findByText('Full name is required.')).toBeInTheDocument();
    expect(form.getByText('Phone number is required.')).toBeInTheDocument();
    expect(form.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(form.getByText('Password is required.')).toBeInTheDocument();
    expect(form.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('signs a lawyer up with the lawyer role and tells them to check their e-mail', async () => {
    vi.mocked(signUp).mockResolvedValue({ needsEmailConfirmation: true });
    const { user, form } = renderDialog('lawyer', 'signup');
    await fillSignUp(user, form, {
      fullName: 'Priya Sharma',
      phone: '9876543210',
      email: 'priya@nyaya.test',
      password: 'S3cret!pass',
    });
    await user.click(form.getByRole('button', { name: 'Sign Up' }));

    expect(signUp).toHaveBeenCalledWith({
      fullName: 'Priya Sharma',
      phone: '9876543210',
      email: 'priya@nyaya.test',
      password: 'S3cret!pass',
      role: 'lawyer',
    });
    expect(
      await findToast(
        'Registration successful! Please check your email to verify your account, then sign in to complete your lawyer profile.',
      ),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("signs a client up with the client role: 'Please check your email to confirm your account.'", async () => {
    vi.mocked(signUp).mockResolvedValue({ needsEmailConfirmation: true });
    const { user, form } = renderDialog('client', 'signup');
    await fillSignUp(user, form, { email: 'asha@nyaya.test', password: 'Asha#2026pw' });
    await user.click(form.getByRole('button', { name: 'Sign Up' }));

    expect(signUp).toHaveBeenCalledWith({
      fullName: '',
      phone: '',
      email: 'asha@nyaya.test',
      password: 'Asha#2026pw',
      role: 'client',
    });
    expect(await findToast('Please check your email to confirm your account.')).toBeInTheDocument();
  });

  it("shows the backend's message when registration fails, and keeps what was typed", async () => {
    vi.mocked(signUp).mockRejectedValue(new DataError('User already registered'));
    const { user, form } = renderDialog('lawyer', 'signup');
    await fillSignUp(user, form, {
      fullName: 'Priya Sharma',
      phone: '9876543210',
      email: 'priya@nyaya.test',
      password: 'S3cret!pass',
    });
    await user.click(form.getByRole('button', { name: 'Sign Up' }));

    expect(await findToast('User already registered')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(form.getByLabelText('Full Name')).toHaveValue('Priya Sharma');
    expect(form.getByLabelText('Phone Number')).toHaveValue('9876543210');
    expect(form.getByLabelText('Email')).toHaveValue('priya@nyaya.test');
    expect(form.getByLabelText('Password')).toHaveValue('S3cret!pass');
  });

  it('falls back to the registration error text when the backend gives no message', async () => {
    vi.mocked(signUp).mockRejectedValue(new DataError(''));
    const { user, form } = renderDialog('lawyer', 'signup');
    await fillSignUp(user, form, {
      fullName: 'Priya Sharma',
      phone: '9876543210',
      email: 'priya@nyaya.test',
      password: 'S3cret!pass',
    });
    await user.click(form.getByRole('button', { name: 'Sign Up' }));
    expect(
      await findToast('An error occurred during registration. Please try again.'),
    ).toBeInTheDocument();
  });

  it('states the password policy under the sign-up password, before anything is typed', () => {
    const { form } = renderDialog('client', 'signup');
    expect(form.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters, with a lowercase letter, a capital letter and a digit.',
    );
  });

  it('checks the password policy before calling the backend, saying what is missing', async () => {
    const { user, form } = renderDialog('client', 'signup');
    await fillSignUp(user, form, { email: 'asha@nyaya.test', password: 'asha2026pw' });
    await user.click(form.getByRole('button', { name: 'Sign Up' }));

    expect(await form.findByText('The password needs a capital letter (A-Z).')).toBeInTheDocument();
    const input = form.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'At least 8 characters, with a lowercase letter, a capital letter and a digit. ' +
        'The password needs a capital letter (A-Z).',
    );
    expect(signUp).not.toHaveBeenCalled();
  });

  it('reports a password the server finds too weak at the password field', async () => {
    vi.mocked(signUp).mockRejectedValue(
      new DataError('Password should contain at least one character of each: ...', {
        code: 'weak_password',
        status: 422,
      }),
    );
    const { user, form } = renderDialog('client', 'signup');
    await fillSignUp(user, form, { email: 'asha@nyaya.test', password: 'Asha#2026pw' });
    await user.click(form.getByRole('button', { name: 'Sign Up' }));

    expect(
      await form.findByText(
        'This password is too weak. Use at least 8 characters, with a lowercase letter, a capital letter and a digit.',
      ),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Password')).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a busy button while signing in, then 'Welcome back!'", async () => {
    let finish!: () => void;
    vi.mocked(signIn).mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve({} as never))),
    );
    const { user, form } = renderDialog('client', 'login');
    await user.type(form.getByLabelText('Email'), 'client.demo@nyaya.test');
    await user.type(form.getByLabelText('Password'), 'NyayaDemo#2026');
    await user.keyboard('{Enter}');

    const busy = await form.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    finish();

    expect(await findToast('Welcome back!')).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith({
      email: 'client.demo@nyaya.test',
      password: 'NyayaDemo#2026',
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the backend's message when sign-in fails, and keeps what was typed", async () => {
    vi.mocked(signIn).mockRejectedValue(new DataError('Invalid login credentials'));
    const { user, form } = renderDialog('client', 'login');
    await user.type(form.getByLabelText('Email'), 'client.demo@nyaya.test');
    await user.type(form.getByLabelText('Password'), 'wrong');
    await user.click(form.getByRole('button', { name: 'Login' }));

    expect(await findToast('Invalid login credentials')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(form.getByLabelText('Email')).toHaveValue('client.demo@nyaya.test');
    expect(form.getByLabelText('Password')).toHaveValue('wrong');
    expect(form.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("opens what asked the user to sign in once they have (the intent's then)", async () => {
    vi.mocked(signIn).mockResolvedValue({} as never);
    const { user, form } = renderDialog('client', 'login', { kind: 'consultation-request' });
    await user.type(form.getByLabelText('Email'), 'client.demo@nyaya.test');
    await user.type(form.getByLabelText('Password'), 'NyayaDemo#2026');
    await user.click(form.getByRole('button', { name: 'Login' }));

    expect(await findToast('Welcome back!')).toBeInTheDocument();
    expect(useOverlays.getState().current).toEqual({ kind: 'consultation-request' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("starts Google sign-in with the portal's role", async () => {
    vi.mocked(signInWithGoogle).mockResolvedValue();
    const { user, form } = renderDialog('lawyer', 'login');
    await user.click(form.getByRole('button', { name: 'Continue with Google' }));
    expect(signInWithGoogle).toHaveBeenCalledWith('lawyer');
    expect(form.getByRole('button', { name: 'Redirecting to Google...' })).toBeDisabled();
  });

  it("shows the backend's message when Google sign-in cannot start", async () => {
    vi.mocked(signInWithGoogle).mockRejectedValue(
      new DataError('Unsupported provider: provider is not enabled'),
    );
    const { user, form } = renderDialog('client', 'login');
    await user.click(form.getByRole('button', { name: 'Continue with Google' }));
    expect(signInWithGoogle).toHaveBeenCalledWith('client');
    expect(await findToast('Unsupported provider: provider is not enabled')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('closes on Escape', async () => {
    const { user } = renderDialog('client', 'login');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
