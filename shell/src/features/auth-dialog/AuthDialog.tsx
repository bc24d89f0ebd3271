import { useEffect, useRef, useState } from 'react';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@nyaya/shared-design/tabs';
import { prepareAuth, useOverlays, type OverlayProps } from '@nyaya/shared-platform';
import styled from 'styled-components';
import { useShellTranslation } from '../../i18n';
import { GoogleSignInButton } from './GoogleSignInButton';
import { LoginForm } from './LoginForm';
import { SignUpForm } from './SignUpForm';

type AuthTab = OverlayProps<'auth'>['intent']['tab'];

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

/**
 * The authentication dialog (spec section 2): 'Client Portal' or 'Lawyer Portal', with Login
 * and Sign Up tabs and Google sign-in. The portal decides the role a new account gets.
 * Default export: loaded lazily (see loadAuthDialog).
 */
export default function AuthDialog({ intent, onClose }: OverlayProps<'auth'>) {
  const { t } = useShellTranslation();
  const { portal } = intent;
  const [tab, setTab] = useState<AuthTab>(intent.tab);
  const contentRef = useRef<HTMLDivElement>(null);

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
        title={portal === 'lawyer' ? t('auth.lawyerPortal') : t('auth.clientPortal')}
        description={
          portal === 'lawyer' ? t('auth.lawyerDescription') : t('auth.clientDescription')
        }
        onOpenAutoFocus={(event) => {
          // Straight to the first field of the chosen tab rather than the tab list.
          const firstField =
            contentRef.current?.querySelector<HTMLInputElement>('[role="tabpanel"] input');
          if (firstField) {
            event.preventDefault();
            firstField.focus();
          }
        }}
      >
        <Tabs value={tab} onValueChange={(value) => isAuthTab(value) && setTab(value)}>
          <TabsList aria-label={t('auth.tabsLabel')}>
            <TabsTrigger value="login">{t('auth.loginTab')}</TabsTrigger>
            <TabsTrigger value="signup">{t('auth.signUpTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm onSignedIn={onSignedIn} />
          </TabsContent>
          <TabsContent value="signup">
            {/* The account needs its e-mail confirmed first; the link brings the user back. */}
            <SignUpForm portal={portal} onSignedUp={onClose} />
          </TabsContent>
        </Tabs>
        <Divider>{t('auth.or')}</Divider>
        <GoogleSignInButton portal={portal} />
      </DialogContent>
    </Dialog>
  );
}
