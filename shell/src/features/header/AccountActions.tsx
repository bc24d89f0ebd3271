import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@nyaya/shared-design';
import {
  dashboardPathForRole,
  reportError,
  signOut,
  type useCurrentUser,
} from '@nyaya/shared-platform';
import styled from 'styled-components';
import { useShellTranslation } from '../../i18n';
import { ChevronDownIcon, UserIcon } from '../../ui/icons';
import { LinkButton } from '../../ui/layout';
import {
  openCallback,
  openLawyerSignUp,
  openLogin,
  preloadAuthDialogProps,
} from '../overlays/openers';

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

const NameText = styled.span`
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
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

  const name = user.displayName || t('common:fallbackNames.user');
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

  if (stacked) {
    // A menu inside the mobile menu would be a menu in a menu: the name and Sign Out are listed.
    return (
      <>
        {dashboard}
        <UserName>
          <UserIcon />
          <NameText>{name}</NameText>
        </UserName>
        <Button variant="ghost" fullWidth onClick={act(() => void signOutHere())}>
          {t('header.signOut')}
        </Button>
      </>
    );
  }

  return (
    <>
      {dashboard}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" icon={<UserIcon />}>
            <NameText>{name}</NameText>
            <ChevronDownIcon size="1em" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => void signOutHere()}>
            {t('header.signOut')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
