import { lazy, Suspense, useState } from 'react';
import { Button } from '@nyaya/shared-design';
import {
  dashboardPathForRole,
  reportError,
  signOut,
  type useCurrentUser,
} from '@nyaya/shared-platform';
import styled from 'styled-components';
import { useShellTranslation } from '../../i18n';
import { UserIcon } from '../../ui/icons';
import { LinkButton } from '../../ui/layout';
import { LoadFailureBoundary } from '../../ui/LoadFailureBoundary';
import {
  openCallback,
  openLawyerSignUp,
  openLogin,
  preloadAuthDialogProps,
} from '../overlays/openers';
import { NameText, UserMenuButton } from './UserMenuButton';

const loadUserMenu = () => import('./UserMenu');
const UserMenu = lazy(loadUserMenu);

function preloadUserMenu(): void {
  void loadUserMenu().catch(() => {
    // Rendering the menu shows the failure (its LoadFailureBoundary).
  });
}

export interface AccountActionsProps {
  user: ReturnType<typeof useCurrentUser>;
  /** `inline` in the desktop header row, `stacked` full-width in the mobile menu. */
  layout: 'inline' | 'stacked';
  /** Called after any action (the mobile menu closes itself). */
  onAction?: () => void;
}

const LoadingText = styled.span`
  padding-inline: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const UserName = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

async function signOutHere(): Promise<void> {
  try {
    await signOut();
  } catch (error) {
    // This device is signed out either way (see signOut); the server's failure is ours to fix.
    reportError(error, { during: 'signOut' });
  }
}

/**
 * The header's account area: 'Loading...' while the session is read; Login, Join as Lawyer and
 * Talk to Us when signed out; a Dashboard link and the user's menu with Sign Out when signed in.
 */
export function AccountActions({ user, layout, onAction }: AccountActionsProps) {
  const { t } = useShellTranslation();
  // The name was clicked while the menu's code was still on its way: it opens when it arrives.
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const stacked = layout === 'stacked';
  const act = (action: () => void) => () => {
    onAction?.();
    action();
  };

  if (user.status === 'loading') {
    return <LoadingText role="status">{t('common:loading')}</LoadingText>;
  }

  if (user.status === 'signedOut') {
    return (
      <>
        <Button
          variant="outline"
          fullWidth={stacked}
          onClick={act(openLogin)}
          {...preloadAuthDialogProps}
        >
          {t('header.login')}
        </Button>
        <Button
          variant="primary"
          fullWidth={stacked}
          onClick={act(openLawyerSignUp)}
          {...preloadAuthDialogProps}
        >
          {t('header.joinAsLawyer')}
        </Button>
        <Button variant="secondary" fullWidth={stacked} onClick={act(openCallback)}>
          {t('header.talkToUs')}
        </Button>
      </>
    );
  }

  const name = user.displayName ?? t('header.userFallback');
  const dashboard = (
    <LinkButton
      to={dashboardPathForRole(user.role)}
      $variant="outline"
      $fullWidth={stacked}
      onClick={onAction}
    >
      {t('header.dashboard')}
    </LinkButton>
  );

  const listed = (
    <>
      <UserName>
        <UserIcon />
        <NameText translate="no">{name}</NameText>
      </UserName>
      <Button variant="ghost" fullWidth={stacked} onClick={act(() => void signOutHere())}>
        {t('header.signOut')}
      </Button>
    </>
  );

  if (stacked) {
    // A menu inside the mobile menu would be a menu in a menu: the name and Sign Out are listed.
    return (
      <>
        {dashboard}
        {listed}
      </>
    );
  }

  return (
    <>
      {dashboard}
      {/* Without its code the menu's place shows the name and Sign Out as in the mobile menu. */}
      <LoadFailureBoundary area={t('areas.userMenu')} fallback={listed}>
        <Suspense
          fallback={
            <UserMenuButton
              name={name}
              aria-haspopup="menu"
              aria-expanded={openOnArrival}
              aria-busy="true"
              onPointerEnter={preloadUserMenu}
              onFocus={preloadUserMenu}
              onClick={() => setOpenOnArrival(true)}
            />
          }
        >
          <UserMenu
            name={name}
            defaultOpen={openOnArrival}
            signOutLabel={t('header.signOut')}
            onSignOut={() => void signOutHere()}
          />
        </Suspense>
      </LoadFailureBoundary>
    </>
  );
}
