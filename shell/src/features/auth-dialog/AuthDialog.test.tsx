import {
  DataError,
  GOOGLE_UNAVAILABLE,
  isGoogleSignInEnabled,
  prepareAuth,
  requestPasswordReset,
  resendConfirmation,
  signIn,
  signInWithGoogle,
  signUp,
  useOverlays,
  verifyEmailCode,
  type OverlayIntent,
} from '@nyaya/shared-platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../test/render';
import AuthDialog from './AuthDialog';
import { LEGAL_NOTICE_VERSIONS } from '../legal';

// The shared auth API is mocked at the package boundary; everything else is real.
vi.mock('@nyaya/shared-platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@nyaya/shared-platform')>()),
  signIn: vi.fn(),
  signUp: vi.fn(),
  signInWithGoogle: vi.fn(),
  prepareAuth: vi.fn(),
  isGoogleSignInEnabled: vi.fn(),
  requestPasswordReset: vi.fn(),
  verifyEmailCode: vi.fn(),
  resendConfirmation: vi.fn(),
}));

const onClose = vi.fn();

beforeEach(() => {
  onClose.mockReset();
  vi.mocked(signIn).mockReset();
  vi.mocked(signUp).mockReset();
  vi.mocked(signInWithGoogle).mockReset();
  vi.mocked(prepareAuth).mockReset();
  vi.mocked(isGoogleSignInEnabled).mockReset().mockReturnValue(true);
  vi.mocked(requestPasswordReset).mockReset();
  vi.mocked(verifyEmailCode).mockReset();
  vi.mocked(resendConfirmation).mockReset();
});

it('starts fetching the auth client as soon as it opens, once', () => {
  renderDialog('client', 'login');
  expect(prepareAuth).toHaveBeenCalledTimes(1);
});

function renderDialog(
  portal: 'client' | 'lawyer' | 'staff',
  tab: 'login' | 'signup',
  then?: OverlayIntent,
) {
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
  values: {
    fullName?: string;
    phone?: string;
    email?: string;
    password?: string;
    /** Ticks the consent box; true unless a test leaves it unticked. */
    consent?: boolean;
  },
) {
  if (values.fullName) await user.type(form.getByLabelText('Full Name'), values.fullName);
  if (values.phone) await user.type(form.getByLabelText('Phone Number'), values.phone);
  if (values.email) await user.type(form.getByLabelText('Email'), values.email);
  if (values.password) await user.type(form.getByLabelText('Password'), values.password);
  if (values.consent ?? true) await user.click(form.getByRole('checkbox', { name: CONSENT_LABEL }));
}

// jsdom's name computation puts a space after the visually hidden hint; browsers do not.
const CONSENT_LABEL =
  /^I agree to the Terms of Service \(opens in a new tab\) and have read the Privacy Policy \(opens in a new tab\) ?\.$/;
const CONSENT_REQUIRED =
  'Tick the box to agree to the Terms of Service and the Privacy Policy. An account cannot be created without it.';

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

  it.each(['client', 'lawyer'] as const)(
    'refuses a %s sign-up without the ticked box, with a sentence at the box, keeping what was typed',
    async (portal) => {
      const { user, form } = renderDialog(portal, 'signup');
      const box = form.getByRole('checkbox', { name: CONSENT_LABEL });
      expect(box).not.toBeChecked();
      await fillSignUp(user, form, {
        fullName: 'Asha Rao',
        phone: '9876543210',
        email: 'asha@nyaya.test',
        password: 'Asha#2026pw',
        consent: false,
      });
      await user.click(form.getByRole('button', { name: 'Sign Up' }));

      const message = await form.findByText(CONSENT_REQUIRED);
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(CONSENT_REQUIRED);
      expect(box).toHaveFocus();
      expect(message).toBeVisible();
      expect(signUp).not.toHaveBeenCalled();
      expect(form.getByLabelText('Email')).toHaveValue('asha@nyaya.test');
      expect(form.getByLabelText('Password')).toHaveValue('Asha#2026pw');

      await user.click(box);
      await user.click(form.getByRole('button', { name: 'Sign Up' }));
      expect(signUp).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'asha@nyaya.test', consent: LEGAL_NOTICE_VERSIONS }),
      );
    },
  );

  it('links the terms and the privacy notice from the box, each opening in a new tab', () => {
    const { form } = renderDialog('client', 'signup');
    const terms = form.getByRole('link', { name: 'Terms of Service (opens in a new tab)' });
    const privacy = form.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(privacy).toHaveAttribute('href', '/privacy');
    for (const link of [terms, privacy]) expect(link).toHaveAttribute('target', '_blank');
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
      // The page's language: the account's e-mails start in it.
      language: 'en',
      // The versions the ticked box agreed to.
      consent: LEGAL_NOTICE_VERSIONS,
    });
    expect(
      await findToast(
        'Registration successful! Please check your email to verify your account, then sign in to complete your lawyer profile.',
      ),
    ).toBeInTheDocument();
    // The dialog stays, to take the e-mailed code.
    expect(
      form.getByText(
        'We sent a confirmation link and a 6-digit code to priya@nyaya.test. Follow the link, or enter the code here.',
      ),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
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
      language: 'en',
      consent: LEGAL_NOTICE_VERSIONS,
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

  it('does not leave the site for Google when the runtime config does not offer it', async () => {
    vi.mocked(isGoogleSignInEnabled).mockReturnValue(false);
    const { user, form } = renderDialog('client', 'login');
    await user.click(form.getByRole('button', { name: 'Continue with Google' }));

    expect(signInWithGoogle).not.toHaveBeenCalled();
    expect(form.getByRole('alert')).toHaveTextContent(
      'Google sign-in is not available on this site. Please sign in with your e-mail and password instead.',
    );
    await user.click(form.getByRole('button', { name: 'Use e-mail instead' }));
    await waitFor(() => expect(form.getByLabelText('Email')).toHaveFocus());
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says Google sign-in is not available when the auth server does not offer it', async () => {
    vi.mocked(signInWithGoogle).mockRejectedValue(
      new DataError('Google sign-in is not available', { code: GOOGLE_UNAVAILABLE }),
    );
    const { user, form } = renderDialog('lawyer', 'signup');
    await user.click(form.getByRole('button', { name: 'Continue with Google' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Google sign-in is not available on this site.',
    );
    expect(form.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('closes on Escape', async () => {
    const { user } = renderDialog('client', 'login');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the staff portal', () => {
  it("is 'Staff Sign In': the login form only, no Sign Up, no Google, e-mail focused", () => {
    const { form } = renderDialog('staff', 'login');
    expect(screen.getByRole('dialog', { name: 'Staff Sign In' })).toHaveAccessibleDescription(
      'For NyayaConnect staff. Accounts are created by an administrator.',
    );
    expect(form.queryByRole('tab')).not.toBeInTheDocument();
    expect(form.queryByRole('tablist')).not.toBeInTheDocument();
    expect(form.queryByText('Sign Up')).not.toBeInTheDocument();
    expect(form.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(form.getByLabelText('Email')).toHaveFocus();
    expect(form.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('never shows sign-up, even when asked for that tab', () => {
    const { form } = renderDialog('staff', 'signup');
    expect(form.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('signs staff in with e-mail and password', async () => {
    vi.mocked(signIn).mockResolvedValue({} as never);
    const { user, form } = renderDialog('staff', 'login');
    await user.type(form.getByLabelText('Email'), 'support.demo@nyaya.test');
    await user.type(form.getByLabelText('Password'), 'NyayaDemo#2026');
    await user.click(form.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(signIn).toHaveBeenCalledWith({
      email: 'support.demo@nyaya.test',
      password: 'NyayaDemo#2026',
    });
    expect(signUp).not.toHaveBeenCalled();
  });

  it("keeps 'Forgot password?', and 'Back to login' returns to the form with the e-mail focused", async () => {
    const { user, form } = renderDialog('staff', 'login');
    await user.type(form.getByLabelText('Email'), 'ops.demo@nyaya.test');
    await user.click(form.getByRole('button', { name: 'Forgot password?' }));
    expect(form.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(form.getByLabelText('Email')).toHaveValue('ops.demo@nyaya.test');

    await user.click(form.getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(form.getByLabelText('Email')).toHaveFocus());
    expect(form.getByLabelText('Password')).toBeInTheDocument();
    expect(form.queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('a forgotten password', () => {
  it('sends the reset e-mail from the login tab, then takes its code and opens the reset page', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue();
    vi.mocked(verifyEmailCode).mockResolvedValue({} as never);
    const { user, form } = renderDialog('lawyer', 'login');
    await user.type(form.getByLabelText('Email'), 'priya@nyaya.test');
    await user.click(form.getByRole('button', { name: 'Forgot password?' }));

    expect(form.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(form.getByLabelText('Email')).toHaveValue('priya@nyaya.test');
    await user.click(form.getByRole('button', { name: 'Send reset e-mail' }));
    expect(requestPasswordReset).toHaveBeenCalledWith('priya@nyaya.test');
    expect(
      await form.findByText(
        'We sent a reset link and a 6-digit code to priya@nyaya.test. Follow the link, or enter the code here.',
      ),
    ).toBeInTheDocument();

    await user.type(form.getByLabelText('6-digit code'), '12a456');
    await user.click(form.getByRole('button', { name: 'Continue' }));
    expect(
      await form.findByText('Enter the 6 digits of the code from the e-mail.'),
    ).toBeInTheDocument();
    expect(verifyEmailCode).not.toHaveBeenCalled();

    await user.clear(form.getByLabelText('6-digit code'));
    await user.type(form.getByLabelText('6-digit code'), '123 456');
    await user.click(form.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(verifyEmailCode).toHaveBeenCalledWith({
        email: 'priya@nyaya.test',
        code: '123456',
        purpose: 'recovery',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/reset-password'),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says so at the field when the code is wrong, and stays', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue();
    vi.mocked(verifyEmailCode).mockRejectedValue(
      new DataError('Token has expired or is invalid', { code: 'otp_expired', status: 403 }),
    );
    const { user, form } = renderDialog('client', 'login');
    await user.click(form.getByRole('button', { name: 'Forgot password?' }));
    await user.type(form.getByLabelText('Email'), 'asha@nyaya.test');
    await user.click(form.getByRole('button', { name: 'Send reset e-mail' }));
    await user.type(await form.findByLabelText('6-digit code'), '000000');
    await user.click(form.getByRole('button', { name: 'Continue' }));

    expect(
      await form.findByText(
        'This code is wrong or has expired. Check the e-mail, or ask for a new one.',
      ),
    ).toBeInTheDocument();
    expect(form.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's wait when a reset e-mail was asked for a moment ago", async () => {
    vi.mocked(requestPasswordReset).mockRejectedValue(
      new DataError('For security purposes, you can only request this after 41 seconds.', {
        code: 'over_email_send_rate_limit',
        status: 429,
      }),
    );
    const { user, form } = renderDialog('client', 'login');
    await user.click(form.getByRole('button', { name: 'Forgot password?' }));
    await user.type(form.getByLabelText('Email'), 'asha@nyaya.test');
    await user.click(form.getByRole('button', { name: 'Send reset e-mail' }));
    expect(
      await findToast('For security purposes, you can only request this after 41 seconds.'),
    ).toBeInTheDocument();
    expect(form.queryByLabelText('6-digit code')).not.toBeInTheDocument();
  });

  it('leads back to the login tab', async () => {
    const { user, form } = renderDialog('client', 'login');
    await user.click(form.getByRole('button', { name: 'Forgot password?' }));
    await user.click(form.getByRole('button', { name: 'Back to login' }));
    expect(form.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('an unconfirmed account', () => {
  it('confirms with the code from the sign-up e-mail and is signed in', async () => {
    vi.mocked(signUp).mockResolvedValue({ needsEmailConfirmation: true });
    vi.mocked(verifyEmailCode).mockResolvedValue({} as never);
    const { user, form } = renderDialog('client', 'signup');
    await fillSignUp(user, form, { email: 'asha@nyaya.test', password: 'Asha#2026pw' });
    await user.click(form.getByRole('button', { name: 'Sign Up' }));

    await user.type(await form.findByLabelText('6-digit code'), '654321');
    await user.click(form.getByRole('button', { name: 'Confirm e-mail' }));
    await waitFor(() =>
      expect(verifyEmailCode).toHaveBeenCalledWith({
        email: 'asha@nyaya.test',
        code: '654321',
        purpose: 'signup',
      }),
    );
    expect(
      await findToast('Your e-mail address is confirmed. Welcome to NyayaConnect!'),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("offers 'Resend confirmation e-mail' when signing in before confirming", async () => {
    vi.mocked(signIn).mockRejectedValue(
      new DataError('Email not confirmed', { code: 'email_not_confirmed', status: 400 }),
    );
    vi.mocked(resendConfirmation).mockResolvedValue();
    const { user, form } = renderDialog('lawyer', 'login');
    await user.type(form.getByLabelText('Email'), 'priya@nyaya.test');
    await user.type(form.getByLabelText('Password'), 'S3cret!pass');
    await user.click(form.getByRole('button', { name: 'Login' }));

    expect(
      await form.findByText(
        'The e-mail address priya@nyaya.test is not confirmed yet. Follow the link in the confirmation e-mail, enter its 6-digit code here, or have it sent again.',
      ),
    ).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(resendConfirmation).toHaveBeenCalledWith('priya@nyaya.test');
    expect(
      await findToast('A new confirmation e-mail is on its way. It may take a minute to arrive.'),
    ).toBeInTheDocument();
  });

  it("shows the server's wait when the confirmation was sent a moment ago", async () => {
    vi.mocked(signIn).mockRejectedValue(
      new DataError('Email not confirmed', { code: 'email_not_confirmed', status: 400 }),
    );
    vi.mocked(resendConfirmation).mockRejectedValue(
      new DataError('For security purposes, you can only request this after 52 seconds.', {
        code: 'over_email_send_rate_limit',
        status: 429,
      }),
    );
    const { user, form } = renderDialog('client', 'login');
    await user.type(form.getByLabelText('Email'), 'asha@nyaya.test');
    await user.type(form.getByLabelText('Password'), 'Asha#2026pw');
    await user.click(form.getByRole('button', { name: 'Login' }));
    await user.click(await form.findByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(
      await findToast('For security purposes, you can only request this after 52 seconds.'),
    ).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Resend confirmation e-mail' })).toBeEnabled();
  });
});
