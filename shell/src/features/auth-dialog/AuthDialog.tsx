import { useEffect, useRef, useState } from 'react';
import { Button } from '@nyaya/shared-design';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@nyaya/shared-design/tabs';
import { prepareAuth, useOverlays, type OverlayProps } from '@nyaya/shared-platform';
import type { ParseKeys } from 'i18next';
import styled from 'styled-components';
import { useShellTranslation } from '../../i18n';
import { ConfirmEmailView } from './ConfirmEmailView';
import { ForgotPasswordView } from './ForgotPasswordView';
import { GoogleSignInButton } from './GoogleSignInButton';
import { LoginForm } from './LoginForm';
import { SignUpForm } from './SignUpForm';

type AuthTab = 'login' | 'signup';

/** What the dialog shows: its tabs, or a step that leads back to them. */
type AuthView =
  | { name: 'tabs' }
  | { name: 'forgot'; email: string }
  | { name: 'confirm'; email: string; reason: 'signed-up' | 'not-confirmed' };

const Note = styled.p`
  margin-block-start: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-block: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

function isAuthTab(value: string): value is AuthTab {
  return value === 'login' || value === 'signup';
}

type Portal = OverlayProps<'auth'>['intent']['portal'];

const PORTAL_TEXTS = {
  client: { title: 'auth.clientPortal', description: 'auth.clientDescription' },
  lawyer: { title: 'auth.lawyerPortal', description: 'auth.lawyerDescription' },
  staff: { title: 'auth.staffPortal', description: 'auth.staffDescription' },
} as const satisfies Record<Portal, { title: ParseKeys<'shell'>; description: ParseKeys<'shell'> }>;

/** The first field of the login form, in its tab or (staff portal) on its own. */
const LOGIN_EMAIL_FIELD =
  '[role="tabpanel"] input[type="email"], [data-login-only] input[type="email"]';

/**
 * The authentication dialog (docs/product/accounts.md): 'Client Portal' or 'Lawyer Portal', with
 * Login and Sign Up tabs and Google sign-in. The portal decides the role a new account gets.
 * 'Staff Sign In' (docs/product/ops-console.md) is the login form alone, with 'Forgot password?':
 * an administrator creates staff accounts, so there is nothing to sign up for.
 * Default export: loaded lazily (see loadAuthDialog).
 */
export default function AuthDialog({ intent, onClose }: OverlayProps<'auth'>) {
  const { t } = useShellTranslation();
  const { portal } = intent;
  const [tab, setTab] = useState<AuthTab>(intent.tab === 'signup' ? 'signup' : 'login');
  const [view, setView] = useState<AuthView>(
    intent.tab === 'forgot' ? { name: 'forgot', email: '' } : { name: 'tabs' },
  );
  const [googleUnavailable, setGoogleUnavailable] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);

  /** Back to the login tab, its e-mail field focused (after a step, or instead of Google). */
  const showLogin = () => {
    setView({ name: 'tabs' });
    setTab('login');
    setGoogleUnavailable(false);
    requestAnimationFrame(() =>
      contentRef.current?.querySelector<HTMLInputElement>(LOGIN_EMAIL_FIELD)?.focus(),
    );
  };

  // Whoever opens this dialog is about to sign in or up: fetch the auth client meanwhile.
  useEffect(prepareAuth, []);

  // What asked the user to sign in opens again once they have (the intent's `then`).
  const onSignedIn = () => {
    if (intent.then) useOverlays.getState().open(intent.then);
    else onClose();
  };

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        ref={contentRef}
        title={t(PORTAL_TEXTS[portal].title)}
        description={t(PORTAL_TEXTS[portal].description)}
        onOpenAutoFocus={(event) => {
          // Straight to the first field of the chosen tab rather than the tab list.
          const firstField = contentRef.current?.querySelector<HTMLInputElement>(
            '[role="tabpanel"] input, [data-login-only] input, section input',
          );
          if (firstField) {
            event.preventDefault();
            firstField.focus();
          }
        }}
      >
        {view.name === 'forgot' && (
          <ForgotPasswordView initialEmail={view.email} onVerified={onClose} />
        )}
        {view.name === 'confirm' && (
          <ConfirmEmailView email={view.email} reason={view.reason} onConfirmed={onSignedIn} />
        )}
        {view.name !== 'tabs' && (
          <Button variant="link" fullWidth onClick={showLogin}>
            {t('auth.backToLogin')}
          </Button>
        )}
        {view.name === 'tabs' && portal === 'staff' && (
          <div data-login-only>
            <LoginForm
              onSignedIn={onSignedIn}
              onForgotPassword={(email) => setView({ name: 'forgot', email })}
              onNotConfirmed={(email) =>
                setView({ name: 'confirm', email, reason: 'not-confirmed' })
              }
            />
          </div>
        )}
        {view.name === 'tabs' && portal !== 'staff' && (
          <>
            <Tabs value={tab} onValueChange={(value) => isAuthTab(value) && setTab(value)}>
              <TabsList aria-label={t('auth.tabsLabel')}>
                <TabsTrigger value="login">{t('auth.loginTab')}</TabsTrigger>
                <TabsTrigger value="signup">{t('auth.signUpTab')}</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm
                  onSignedIn={onSignedIn}
                  onForgotPassword={(email) => setView({ name: 'forgot', email })}
                  onNotConfirmed={(email) =>
                    setView({ name: 'confirm', email, reason: 'not-confirmed' })
                  }
                />
              </TabsContent>
              <TabsContent value="signup">
                {/* The account needs its e-mail confirmed first: by the mailed link or code. */}
                <SignUpForm
                  portal={portal}
                  onSignedUp={(email, needsConfirmation) =>
                    needsConfirmation
                      ? setView({ name: 'confirm', email, reason: 'signed-up' })
                      : onSignedIn()
                  }
                />
              </TabsContent>
            </Tabs>
            <Divider>{t('auth.or')}</Divider>
            <GoogleSignInButton portal={portal} onUnavailable={() => setGoogleUnavailable(true)} />
            {googleUnavailable && (
              <>
                <Note role="alert">{t('auth.googleUnavailable')}</Note>
                <Button variant="link" fullWidth onClick={showLogin}>
                  {t('auth.useEmail')}
                </Button>
              </>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
